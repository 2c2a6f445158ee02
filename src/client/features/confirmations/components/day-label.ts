import { fromIsoDate } from '@shared/domain/dates';

/** 'Mon, Nov 23' for a 'yyyy-MM-dd' day. */
export const dayLabel = (iso: string) =>
  fromIsoDate(iso).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric' });
