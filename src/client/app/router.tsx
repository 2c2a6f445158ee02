import type { RouteObject } from 'react-router';
import { AuthRoutes, SignedInRoutes } from './layouts/lazy-layouts';
import { FullPageSpinner } from '../components/full-page-spinner';
import { queryClient } from '../lib/query-client';
import { meQueryOptions } from '../lib/me';
import { RouteError } from './layouts/route-error';

/**
 * A loader that starts a page's request with the navigation, beside the session check and the page's
 * code, instead of after the page has rendered; it does not wait for the answer.
 */
const prefetch = (start: () => Promise<void>): Pick<RouteObject, 'loader'> => ({
  loader: () => {
    void start();
    return null;
  },
});

/** Each page is its own chunk, so the first page loads little JavaScript. */
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/**
 * The route table. Side-effect free (main.tsx makes the browser router from it), so tests can read it: the
 * layout E2E guard visits every path it lists.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      { path: '/welcome', ...page(() => import('./routes/welcome')) },
      {
        element: <AuthRoutes />,
        children: [
          { path: '/sign-in', ...page(() => import('./routes/sign-in')) },
          { path: '/sign-up', ...page(() => import('./routes/sign-up')) },
          { path: '/sign-up/email', ...page(() => import('./routes/sign-up-email')) },
          { path: '/forgot-password', ...page(() => import('./routes/forgot-password')) },
        ],
      },
      { path: '/sign-up/google/complete', ...page(() => import('./routes/sign-up-complete')) },
      { path: '/reset-password', ...page(() => import('./routes/reset-password')) },
      // An evaluator's read-only view through a secret link: no session, no app chrome.
      { path: '/evaluator/:token', ...page(() => import('./routes/evaluator')) },
      // Another adult's invite to join the family: signed in or not, no app chrome.
      { path: '/invite/:token', ...page(() => import('./routes/invite')) },
      {
        path: '/',
        element: <SignedInRoutes />,
        ...prefetch(() => queryClient.prefetchQuery(meQueryOptions)),
        children: [
          {
            index: true,
            // The dashboard's read starts with the navigation, from a small chunk of its own (ADR 037).
            ...prefetch(() => import('./prefetch').then((m) => m.prefetchDashboard())),
            ...page(() => import('./routes/dashboard')),
          },
          { path: 'classes', ...page(() => import('./routes/classes')) },
          {
            path: 'classes/:classId/lessons',
            // The plan's request starts with the navigation; its module (with the plan's words) stays out of the
            // first load's bundle.
            loader: ({ params }) => {
              void import('../api/lessons').then(({ lessonPlanQuery }) =>
                queryClient.prefetchQuery(lessonPlanQuery(params.classId ?? '')),
              );
              return null;
            },
            ...page(() => import('./routes/lesson-plan')),
          },
          { path: 'calendar', ...page(() => import('./routes/calendar')) },
          {
            path: 'school-year',
            // The years' request starts with the navigation; its module stays out of the first load.
            ...prefetch(() =>
              import('../api/school-years-query').then(({ schoolYearsQuery }) =>
                queryClient.prefetchQuery(schoolYearsQuery),
              ),
            ),
            ...page(() => import('./routes/school-year')),
          },
          {
            path: 'week',
            loader: ({ request }) => {
              // The week's request starts with the navigation; its module (and date maths) stays out of the first load.
              void import('../api/week').then(({ prefetchWeek }) => prefetchWeek(request));
              return null;
            },
            ...page(() => import('./routes/week')),
          },
          { path: 'day-by-day', ...page(() => import('./routes/day-by-day')) },
          { path: 'attendance', ...page(() => import('./routes/attendance')) },
          { path: 'grades', ...page(() => import('./routes/grades')) },
          {
            path: 'records',
            ...page(() => import('./routes/records')),
            children: [
              {
                index: true,
                ...prefetch(() => import('./prefetch').then((m) => m.prefetchHours())),
                ...page(() => import('./routes/records-hours')),
              },
              { path: 'report-card', ...page(() => import('./routes/records-report-card')) },
              { path: 'transcript', ...page(() => import('./routes/records-transcript')) },
              { path: 'reading', ...page(() => import('./routes/records-reading')) },
              { path: 'portfolio', ...page(() => import('./routes/records-portfolio')) },
              { path: 'share', ...page(() => import('./routes/records-share')) },
            ],
          },
          { path: 'esa', ...page(() => import('./routes/esa')) },
          { path: 'todo', ...page(() => import('./routes/todo')) },
          { path: 'confirm', ...page(() => import('./routes/confirm')) },
          { path: 'bucket-list', ...page(() => import('./routes/bucket-list')) },
          { path: 'learn-list', ...page(() => import('./routes/learn-list')) },
          { path: 'settings', ...page(() => import('./routes/settings')) },
          { path: 'help', ...page(() => import('./routes/help')) },
          { path: 'profile', ...page(() => import('./routes/profile')) },
        ],
      },
      { path: '*', ...page(() => import('./routes/not-found')) },
    ],
  },
];
