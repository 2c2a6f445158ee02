import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { FullPageSpinner } from '../components/full-page-spinner';
import WelcomePage from './routes/welcome';

/**
 * Markup rendered at build time (scripts/prerender.mjs) from the same components the app renders.
 * The landing page as static HTML: a first visit to /welcome loads no JavaScript at all. Its links are
 * plain <a href>, so following one starts the app. In the app, /welcome still renders client-side.
 */
export function renderWelcome(): string {
  return renderToStaticMarkup(
    <StaticRouter location="/welcome">
      <WelcomePage />
    </StaticRouter>,
  );
}

/** What index.html shows until the app's code has run (React replaces it): a spinner, not a blank page. */
export function renderLoading(): string {
  return renderToStaticMarkup(<FullPageSpinner label="Loading your homeschool" />);
}
