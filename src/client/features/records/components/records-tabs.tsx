import { NavLink } from 'react-router';
import { cn } from '@client/lib/utils';

/** The Records pages, in the order a parent works through them over a year. */
export const recordsTabs = [
  { to: '/records', label: 'Hours', end: true },
  { to: '/records/report-card', label: 'Report card', end: false },
  { to: '/records/transcript', label: 'Transcript', end: false },
  { to: '/records/reading', label: 'Reading log', end: false },
  { to: '/records/portfolio', label: 'Portfolio', end: false },
  { to: '/records/share', label: 'Share & print', end: false },
] as const;

/** The tabs over every Records page (links, so each page has its address and the back button works). */
export function RecordsTabs() {
  return (
    <nav aria-label="Records" className="mb-6 overflow-x-auto print:hidden">
      <ul className="flex min-w-max gap-1 border-b">
        {recordsTabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end={tab.end}
              className={({ isActive }) =>
                cn(
                  'inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                  isActive
                    ? 'border-primary text-foreground'
                    : 'border-transparent text-muted-foreground hover:text-foreground',
                )
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
