import type { Page } from '@playwright/test';
import { routes } from '../../src/client/app/router';
import { expect, test } from './fixtures';
import { SENTENCE, UNBROKEN, seedLongTextAccount } from './long-text';
import { routePaths, withSamples } from './route-paths';

/**
 * The layout guard: every route of the client router, at a phone's width and a small laptop's,
 * with an account whose every text field holds a long unbroken string (a pasted link) and a long sentence.
 * It fails on any sideways scroll of the document, any element reaching outside the viewport, and any text
 * drawn outside it (clipped text such as a name cut off on the left). The routes are read from the router,
 * so a page added later is covered without touching this file.
 */

const WIDTHS = [375, 1024] as const;

const paths = routePaths(routes);

/**
 * What sticks out of the viewport, measured in the page: the document's sideways scroll; elements whose
 * visible part (after their ancestors' clipping) reaches outside it; and text laid out beyond it, whether it
 * spills over or is clipped (text cut short with an ellipsis on purpose is fine). Inside a sideways scroller
 * (overflow-x auto or scroll) only the scroller itself counts. Only the outermost offender of a subtree is
 * listed.
 */
function measureOverflow(): { documentOverflow: number; offenders: string[] } {
  const vw = document.documentElement.clientWidth;
  const documentOverflow = document.documentElement.scrollWidth - vw;
  const offenders: string[] = [];
  const flagged = new Set<Element>();
  const describe = (el: Element, left: number, right: number) => {
    const cls = typeof el.className === 'string' ? el.className.split(/\s+/).slice(0, 4).join('.') : '';
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `<${el.tagName.toLowerCase()}${cls ? ` .${cls}` : ''}> "${text}" spans ${Math.round(left)}..${Math.round(right)} px`;
  };
  const flaggedAbove = (el: Element) => {
    for (let p = el.parentElement; p; p = p.parentElement) if (flagged.has(p)) return true;
    return false;
  };
  /**
   * The part of `el`'s box (or of `box`) left after the clipping of its ancestors (and of `el` itself when
   * `self`); null inside a sideways scroller, which may scroll on purpose.
   */
  const visibleBox = (el: Element, box: DOMRect, self = false): { left: number; right: number } | null => {
    let left = box.left;
    let right = box.right;
    for (let p = self ? el : el.parentElement; p && p !== document.documentElement; p = p.parentElement) {
      const ox = getComputedStyle(p).overflowX;
      if (ox === 'visible') continue;
      if ((ox === 'auto' || ox === 'scroll') && p.scrollWidth > p.clientWidth) return null;
      const pr = p.getBoundingClientRect();
      left = Math.max(left, pr.left);
      right = Math.min(right, pr.right);
    }
    return { left, right };
  };
  const ellipsised = (el: Element) => {
    for (let p: Element | null = el; p && p !== document.body; p = p.parentElement) {
      const s = getComputedStyle(p);
      if (s.textOverflow === 'ellipsis' && s.overflowX !== 'visible') return true;
      if (s.display !== 'inline') break;
    }
    return false;
  };
  const outside = (left: number, right: number) => right > vw + 1 || left < -1;
  for (const el of document.body.querySelectorAll('*')) {
    if (!el.checkVisibility({ visibilityProperty: true })) continue;
    const r = el.getBoundingClientRect();
    if (r.width < 2 || r.height < 2) continue; // screen-reader-only text
    const box = visibleBox(el, r);
    if (!box || box.right - box.left < 2 || !outside(box.left, box.right)) continue;
    if (!flaggedAbove(el)) offenders.push(describe(el, r.left, r.right));
    flagged.add(el);
  }
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!el || !node.textContent?.trim() || !el.checkVisibility({ visibilityProperty: true })) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const r = range.getBoundingClientRect();
    if (r.width < 2 || r.height < 2 || !outside(r.left, r.right) || ellipsised(el)) continue;
    // Text the person cannot see at all (screen-reader-only) is not drawn anywhere; clipped text is.
    const box = visibleBox(el, r, true);
    if (!box || box.right - box.left < 2) continue;
    if (!flagged.has(el) && !flaggedAbove(el)) offenders.push(`text of ${describe(el, r.left, r.right)}`);
  }
  return { documentOverflow, offenders };
}

/** Waits for the page's heading and data (no spinner, no skeleton), then lets the layout settle. */
async function waitForPage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-slot="skeleton"], [role="status"][aria-label^="Loading"]')).toHaveCount(
    0,
    { timeout: 20_000 },
  );
  await page.evaluate(() =>
    document.fonts.ready.then(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
    ),
  );
}

async function expectNoSidewaysOverflow(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 812 });
  await waitForPage(page);
  const { documentOverflow, offenders } = await page.evaluate(measureOverflow);
  expect.soft(documentOverflow, `${page.url()} at ${width} px scrolls sideways by`).toBeLessThanOrEqual(0);
  expect.soft(offenders, `${page.url()} at ${width} px: elements or text outside the viewport`).toEqual([]);
}

test.describe('every page holds together with long text', () => {
  test('the guard knows every route of the router, and its text is as long as promised', () => {
    expect([UNBROKEN.length, SENTENCE.length, UNBROKEN.includes(' ')]).toEqual([120, 300, false]);
    expect(paths.filter((p) => p.signedIn).length).toBeGreaterThanOrEqual(12);
    expect(paths.map((p) => p.path)).toEqual(
      expect.arrayContaining(['/', '/classes', '/grades', '/profile', '/sign-in', '/no-such-page']),
    );
  });

  for (const { path, signedIn } of paths) {
    test(`${path} at ${WIDTHS.join(' and ')} px${signedIn ? ', signed in with long text' : ''}`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      if (signedIn) await seedLongTextAccount(page);
      await page.setViewportSize({ width: WIDTHS[0], height: 812 });
      await page.goto(await withSamples(page, path));
      for (const width of WIDTHS) await expectNoSidewaysOverflow(page, width);
    });
  }
});
