import {
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type PointerSensorOptions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import type { PointerEvent as ReactPointerEvent } from 'react';
import { ROW_HEIGHT_PX } from '@shared/domain/planner';
import type { DayBlock, ScheduleEntry } from '@shared/schemas/day-by-day';

/** What is being dragged: a saved block (makes a new entry) or a scheduled entry (moves it). */
export type DragData = { type: 'block'; block: DayBlock } | { type: 'entry'; entry: ScheduleEntry };

/** A timeline slot a drag can land on; startTime is minutes from the day's start. */
export interface SlotData {
  type: 'slot';
  startTime: number;
  label: string;
}

export const blockDragId = (id: string) => `block:${id}`;
export const entryDragId = (id: string) => `entry:${id}`;
export const slotDropId = (index: number) => `slot:${index}`;
const isSlotId = (id: UniqueIdentifier) => String(id).startsWith('slot:');

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
 * Which slot a drag is over. A saved block follows the pointer; an entry being moved (and any keyboard
 * drag) lands where its top edge is, rounded to the nearest slot.
 */
export const slotCollision: CollisionDetection = ({
  active,
  collisionRect,
  droppableRects,
  droppableContainers,
  pointerCoordinates,
}) => {
  const followsPointer =
    pointerCoordinates && (active.data.current as DragData | undefined)?.type === 'block';
  const point = followsPointer
    ? pointerCoordinates
    : {
        x: collisionRect.left + Math.min(24, collisionRect.width / 2),
        y: collisionRect.top + Math.min(ROW_HEIGHT_PX / 2, collisionRect.height / 2),
      };
  for (const container of droppableContainers) {
    const rect = droppableRects.get(container.id);
    if (!rect || !isSlotId(container.id)) continue;
    if (point.x >= rect.left && point.x <= rect.right && point.y >= rect.top && point.y < rect.bottom) {
      return [{ id: container.id, data: { droppableContainer: container, value: 0 } }];
    }
  }
  return [];
};

/**
 * Keyboard drags jump from slot to slot: Left/Right bring the item onto the timeline, Up/Down move it one
 * grid slot earlier or later.
 */
export const slotKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const slots = context.droppableContainers
    .getEnabled()
    .filter((c) => isSlotId(c.id))
    .map((c) => ({ id: c.id, rect: context.droppableRects.get(c.id) }))
    .filter((s): s is { id: UniqueIdentifier; rect: NonNullable<typeof s.rect> } => Boolean(s.rect))
    .sort((a, b) => a.rect.top - b.rect.top);
  if (slots.length === 0) return undefined;
  const current = context.over ? slots.findIndex((s) => s.id === context.over?.id) : -1;
  let next: number;
  switch (event.code) {
    case 'ArrowDown':
      next = current < 0 ? 0 : Math.min(current + 1, slots.length - 1);
      break;
    case 'ArrowUp':
      next = current < 0 ? 0 : Math.max(current - 1, 0);
      break;
    case 'ArrowLeft':
    case 'ArrowRight':
      next = current < 0 ? 0 : current;
      break;
    default:
      return undefined;
  }
  event.preventDefault();
  const target = slots[next]!.rect;
  return { x: target.left + 4, y: target.top + 2 };
};

export function usePlannerSensors() {
  return useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: slotKeyboardCoordinates, scrollBehavior: 'auto' }),
  );
}
