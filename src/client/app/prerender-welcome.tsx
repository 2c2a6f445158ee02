import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import WelcomePage from './routes/welcome';

/**
 * The landing page as static HTML, rendered at build time (scripts/prerender-welcome.mjs): a first visit
 * to /welcome loads no JavaScript at all. Its links are plain <a href>, so following one starts the app.
 * The same component still renders /welcome inside the app when a signed-out user navigates there.
 */
export function renderWelcome(): string {
  return renderToStaticMarkup(
    <StaticRouter location="/welcome">
      <WelcomePage />
    </StaticRouter>,
  );
}
