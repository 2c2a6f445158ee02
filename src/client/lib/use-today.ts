import { useEffect, useState } from 'react';
import { todayIn } from '../../shared/domain/dates';
import { DEFAULT_TIMEZONE } from '../../shared/domain/settings-options';
import { useMe } from './session';

/** The account's timezone (settings), falling back to the spec default. */
export function useTimezone(): string {
  return useMe().data?.profile.settings.timezone ?? DEFAULT_TIMEZONE;
}

/** Today's 'yyyy-MM-dd' in the account's timezone; re-renders when the date changes. */
export function useToday(): string {
  const timezone = useTimezone();
  const [today, setToday] = useState(() => todayIn(timezone));
  useEffect(() => {
    setToday(todayIn(timezone));
    const id = setInterval(() => setToday(todayIn(timezone)), 30_000);
    return () => clearInterval(id);
  }, [timezone]);
  return today;
}
