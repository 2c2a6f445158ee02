import { scheduleExportText } from '@shared/domain/planner';
import type { ScheduleEntry } from '@shared/schemas/day-by-day';
import { saveFile } from '@client/lib/save-file';

/** Downloads schedule.txt with today's schedule (client-only, as the spec says). */
export function downloadSchedule(schedule: readonly ScheduleEntry[], dayStart: string): void {
  const text = scheduleExportText(
    schedule.map((e) => ({ name: e.block.name, startTime: e.startTime, duration: e.duration })),
    dayStart,
  );
  saveFile(new Blob([text], { type: 'text/plain;charset=utf-8' }), 'schedule.txt');
}
