import { clockIn } from '@shared/domain/dates';
import { placeLabel, timezoneLabel } from '@shared/domain/settings-options';
import { clockLabel } from '@client/lib/date-labels';
import { useNow } from '../use-now';

interface AnalogClockProps {
  timezone: string;
  city: string;
  country: string;
  timeFormat: '12h' | '24h';
}

const TICKS = Array.from({ length: 60 }, (_, i) => i);

function Hand({
  angle,
  length,
  width,
  className,
}: {
  angle: number;
  length: number;
  width: number;
  className: string;
}) {
  return (
    <line
      x1="50"
      y1="50"
      x2="50"
      y2={50 - length}
      strokeWidth={width}
      strokeLinecap="round"
      className={className}
      transform={`rotate(${angle} 50 50)`}
    />
  );
}

/** An SVG clock for the account's timezone, ticking every second, with the place under it. */
export function AnalogClock({ timezone, city, country, timeFormat }: AnalogClockProps) {
  const { hours: h, minutes: m, seconds: s } = clockIn(timezone, useNow());
  const time = clockLabel(h, m, timeFormat);
  const place = placeLabel(city, country) || timezoneLabel(timezone);

  return (
    <figure className="flex flex-col items-center gap-2" data-testid="sidebar-clock" data-timezone={timezone}>
      <svg
        viewBox="0 0 100 100"
        className="size-28"
        role="img"
        aria-label={`Current time in ${place}: ${time}`}
      >
        <circle cx="50" cy="50" r="47" className="fill-card stroke-sidebar-border" strokeWidth="2" />
        {TICKS.map((i) => (
          <line
            key={i}
            x1="50"
            y1={i % 5 === 0 ? 7 : 8}
            x2="50"
            y2={i % 5 === 0 ? 14 : 11}
            strokeWidth={i % 5 === 0 ? 2 : 0.8}
            strokeLinecap="round"
            className={i % 5 === 0 ? 'stroke-foreground' : 'stroke-muted-foreground/60'}
            transform={`rotate(${i * 6} 50 50)`}
          />
        ))}
        <Hand angle={(h % 12) * 30 + m * 0.5} length={24} width={3.5} className="stroke-foreground" />
        <Hand angle={m * 6 + s * 0.1} length={34} width={2.5} className="stroke-foreground" />
        <Hand angle={s * 6} length={38} width={1} className="stroke-destructive" />
        <circle cx="50" cy="50" r="2.5" className="fill-destructive" />
      </svg>
      <figcaption className="max-w-full text-center leading-tight">
        <time className="block text-sm font-semibold tabular-nums" aria-hidden="true">
          {time}
        </time>
        <span className="block text-xs text-muted-foreground wrap-anywhere">{place}</span>
      </figcaption>
    </figure>
  );
}
