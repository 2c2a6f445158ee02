import { scheduleExportText } from '@shared/domain/planner';
import type { ScheduleEntry } from '@shared/schemas/day-by-day';

/** Downloads schedule.txt with today's schedule (client-only, as the spec says). */
export function downloadSchedule(schedule: readonly ScheduleEntry[], dayStart: string): void {
  const text = scheduleExportText(
    schedule.map((e) => ({ name: e.block.name, startTime: e.startTime, duration: e.duration })),
    dayStart,
  );
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'schedule.txt';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
