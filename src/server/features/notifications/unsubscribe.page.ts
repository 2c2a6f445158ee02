import { notificationsMessages as m } from '@shared/messages/notifications';
import { escapeHtml, PRODUCT_NAME } from '../../mail/templates';

/**
 * The unsubscribe link's page (ADR 045), rendered by the server: it needs no sign-in and no script, so it is no
 * route of the browser app (whose entry chunk is at its budget). Opening it changes nothing (mail scanners open
 * links); its one button posts the form back to the same address.
 */
export type UnsubscribePageState = 'ask' | 'done' | 'already-off' | 'bad-link' | 'too-many';

const TITLES: Record<UnsubscribePageState, string> = {
  ask: m.unsubscribeTitle,
  done: m.unsubscribedTitle,
  'already-off': m.unsubscribedTitle,
  'bad-link': m.badLinkTitle,
  'too-many': m.badLinkTitle,
};

export function unsubscribePage(state: UnsubscribePageState, action: string, message = ''): string {
  const e = escapeHtml;
  const body =
    state === 'ask'
      ? `<p class="muted">${e(m.unsubscribeIntro)}</p>
      <form method="post" action="${e(action)}"><button type="submit">${e(m.unsubscribe)}</button></form>`
      : state === 'done'
        ? `<p role="status">${e(m.unsubscribed)}</p>`
        : state === 'already-off'
          ? `<p>${e(m.alreadyOff)}</p>`
          : `<p role="alert">${e(state === 'too-many' ? message : m.badLink)}</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<title>${e(TITLES[state])} · ${PRODUCT_NAME}</title>
<style>
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:16px;
    font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#111827;
    background:linear-gradient(135deg,#f0f9ff,#fafafa,#fffbeb)}
  main{width:100%;max-width:28rem;background:#fff;border:1px solid #e5e7eb;border-radius:12px;padding:24px;
    box-shadow:0 1px 2px rgba(0,0,0,.05);display:flex;flex-direction:column;gap:16px}
  .brand{margin:0;font-weight:700;color:#1d4ed8}
  h1{margin:0;font-size:1.5rem;line-height:1.25}
  p{margin:0;font-size:.9375rem;line-height:1.5}
  .muted{color:#4b5563}
  button{width:100%;border:0;border-radius:8px;background:#1d4ed8;color:#fff;font:inherit;font-weight:600;
    padding:10px 16px;cursor:pointer}
  button:focus-visible,a:focus-visible{outline:3px solid #93c5fd;outline-offset:2px}
  a{color:#1d4ed8;font-size:.875rem}
</style>
</head>
<body>
  <main>
    <p class="brand">${PRODUCT_NAME}</p>
    <h1>${e(TITLES[state])}</h1>
    ${body}
    <a href="/settings">${e(m.openSettings)}</a>
  </main>
</body>
</html>`;
}
