import {
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type PointerSensorOptions,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { PointerEvent as ReactPointerEvent } from 'react';

/** Mouse and pen drags; touch is left to the TouchSensor, whose press delay keeps page scrolling usable. */
class MouseAndPenSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: ({ nativeEvent }: ReactPointerEvent, { onActivation }: PointerSensorOptions) => {
        if (nativeEvent.pointerType === 'touch' || !nativeEvent.isPrimary || nativeEvent.button !== 0)
          return false;
        onActivation?.({ event: nativeEvent });
        return true;
      },
    },
  ];
}

/**
 * Moving a lesson by its handle: a mouse or pen drag, a touch held for a moment (a quick swipe still
 * scrolls the page), or the keyboard (Space to pick up, arrows to move one place, Space to drop).
 */
export function useLessonSensors() {
  return useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}
