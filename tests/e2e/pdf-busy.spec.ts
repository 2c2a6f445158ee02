import { recordsShareMessages } from '../../src/shared/messages/records-share';
import { expect, expectAccessible, test } from './fixtures';

const SHOTS = '/tmp/shots-pdf-busy';

// ADR 036: when many PDFs are being made the server answers 503 'BUSY' with Retry-After; the page says so.
test('a PDF refused busy shows the server’s words, and the next click downloads', async ({
  page,
  account: _,
}) => {
  test.slow();
  await page.goto('/records/transcript');
  await expect(page.getByRole('heading', { level: 1, name: /^Transcript/ })).toBeVisible({ timeout: 20_000 });
  let refuse = true;
  await page.route('**/transcript.pdf', (route) =>
    refuse
      ? route.fulfill({
          status: 503,
          headers: { 'retry-after': '5' },
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'BUSY', message: recordsShareMessages.pdfBusy } }),
        })
      : route.continue(),
  );
  await page.getByRole('link', { name: 'Download PDF' }).click();
  await expect(page.getByText(recordsShareMessages.pdfBusy)).toBeVisible();
  await expectAccessible(page);
  for (const width of [1280, 768, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${SHOTS}/busy-${width}.png` });
  }

  refuse = false;
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^transcript-.*\.pdf$/);
});
