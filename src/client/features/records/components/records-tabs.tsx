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

/**
 * The tabs over every Records page (links, so each page has its address and the back button works). They wrap
 * onto a second row on a narrow screen, so every tab — 'Share & print' too — is in sight at 375 px (issue 37).
 */
export function RecordsTabs() {
  return (
    <nav aria-label="Records" className="mb-6 print:hidden">
      <ul className="flex flex-wrap gap-x-1 border-b">
        {recordsTabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end={tab.end}
              className={({ isActive }) =>
                cn(
                  'inline-flex min-h-11 items-center border-b-2 px-2.5 sm:px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring',
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
