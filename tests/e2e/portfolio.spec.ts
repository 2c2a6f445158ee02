import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { addDaysIso, todayIn } from '../../src/shared/domain/dates';
import { chooseOption, expect, expectAccessible, firstChild, test } from './fixtures';

/** Records › Portfolio: work samples of photos uploaded with progress, the grid by month, the viewer. */

const SHOTS = '/tmp/shots-portfolio';
mkdirSync(SHOTS, { recursive: true });

/** A small JPEG of one colour with a darker band, so thumbnails differ visibly. */
const photo = (background: string, band: string) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .composite([
      {
        input: {
          create: { width: 800, height: 160, channels: 3, background: band },
        },
        top: 220,
        left: 0,
      },
    ])
    .jpeg({ quality: 80 })
    .toBuffer();

const day = (days = 0) => addDaysIso(todayIn('America/New_York'), days);

/** Uploads a file through the API and returns its id. */
async function upload(page: Page, studentId: string, name: string, mimeType: string, buffer: Buffer) {
  const res = await page.request.post(`/api/students/${studentId}/files`, {
    multipart: { file: { name, mimeType, buffer } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function openPortfolio(page: Page) {
  await page.goto('/records');
  await page.getByRole('navigation', { name: 'Records' }).getByRole('link', { name: 'Portfolio' }).click();
  await expect(page).toHaveURL(/\/records\/portfolio$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Portfolio/ })).toBeVisible({ timeout: 20_000 });
}

test.describe('records: portfolio', () => {
  test('on a phone, a parent adds a sample of three photos, views it, stars it and deletes it', async ({
    page,
    account: _,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 375, height: 800 });
    await openPortfolio(page);
    await expect(page.getByRole('heading', { name: 'No work samples in this period' })).toBeVisible();
    await expect(page.getByTestId('storage-usage')).toContainText(/0 KB of .* used/);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add work sample' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add a work sample' });
    await expect(dialog.getByLabel('Date')).toHaveValue(day());
    // Save with nothing: the schema's words.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await expect(dialog.getByText('Add a file or a link.')).toBeVisible();

    const names = ['poster-1.jpg', 'poster-2.jpg', 'poster-3.jpg'];
    const colours = [
      ['#f4a261', '#e76f51'],
      ['#2a9d8f', '#264653'],
      ['#e9c46a', '#8ab17d'],
    ] as const;
    const files = await Promise.all(
      names.map(async (name, i) => ({
        name,
        mimeType: 'image/jpeg',
        buffer: await photo(colours[i]![0], colours[i]![1]),
      })),
    );
    await dialog.getByLabel('Choose files').setInputFiles(files);
    for (const name of names) {
      await expect(dialog.getByRole('progressbar', { name: `Upload of ${name}` })).toHaveAttribute(
        'aria-valuenow',
        '100',
        { timeout: 20_000 },
      );
    }
    await expect(dialog.getByTestId('upload-percent')).toHaveText(['100 %', '100 %', '100 %']);
    await expect(dialog.getByText('Add a file or a link.')).toHaveCount(0);
    await dialog.evaluate((el) => el.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/add-dialog-uploads-375.png` });
    await dialog.getByLabel('Title').fill('Fractions poster');
    await dialog.getByLabel('Subject').fill('Math');
    await dialog.getByLabel('Caption').fill('Halves, thirds and quarters, drawn as pizzas.');
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/add-dialog-375.png` });

    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Work sample added')).toBeVisible();

    const card = page.getByTestId('sample-card').filter({ hasText: 'Fractions poster' });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Math');
    const thumb = card.locator('img');
    await expect(thumb).toHaveAttribute('src', /\/files\/[^/]+\/thumb$/);
    const thumbSrc = await thumb.getAttribute('src');
    await expect
      .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.getByTestId('storage-usage')).not.toContainText(/^.*: 0 KB of/);
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/page-375.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);

    // The viewer: the first photo's web size, then on with the arrow key.
    await card.click();
    const viewer = page.getByRole('dialog', { name: 'Fractions poster' });
    await expect(viewer.getByText('Photo 1 of 3')).toBeVisible();
    const image = viewer.getByRole('img', { name: 'Fractions poster' });
    await expect(image).toHaveAttribute('src', /\/web$/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(viewer.getByText('Halves, thirds and quarters, drawn as pizzas.')).toBeVisible();
    const firstSrc = await image.getAttribute('src');
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText('Photo 2 of 3')).toBeVisible();
    await expect(image).not.toHaveAttribute('src', firstSrc!);
    await viewer.getByRole('button', { name: 'Next' }).click();
    await expect(viewer.getByText('Photo 3 of 3')).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Next' })).toBeDisabled();
    await page.keyboard.press('ArrowLeft');
    await expect(viewer.getByText('Photo 2 of 3')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/viewer-375.png` });

    // Best work: the viewer and the card show the star.
    await viewer.getByRole('button', { name: 'Mark as best work' }).click();
    await expect(viewer.getByRole('button', { name: 'Unmark best work' })).toBeVisible();
    await expect(page.getByText('Marked as best work')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    await expect(card).toContainText('Best work');
    await page.getByRole('button', { name: 'Best work only' }).click();
    await expect(page.getByRole('button', { name: 'Best work only' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(card).toBeVisible();

    // Delete, after confirming: the files go with it.
    await card.click();
    await viewer.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this work sample?' });
    await expect(confirm).toContainText(
      '“Fractions poster” and its files are removed. This cannot be undone.',
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(viewer).toHaveCount(0);
    await expect(page.getByText('Work sample deleted')).toBeVisible();
    await expect(card).toHaveCount(0);
    expect((await page.request.get(thumbSrc!)).status()).toBe(404);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByRole('heading', { name: 'No work samples in this period' })).toBeVisible();
  });

  test('at desktop width: filters, a link sample, a PDF, moving across samples, editing, moving to another child, a refused upload and a drop', async ({
    page,
    account: _,
  }) => {
    test.slow();
    const child = await firstChild(page.request);
    const cls = await page.request.post('/api/classes', {
      data: {
        title: 'Saxon Math',
        subject: 'Math',
        daysOfWeek: [1, 2, 3, 4, 5],
        startTime: '09:00',
        endTime: '10:00',
      },
    });
    expect(cls.status(), await cls.text()).toBe(201);
    const classId = ((await cls.json()) as { id: string }).id;
    const kid = (rest: string) => `/api/students/${child.id}/${rest}`;
    const leo = await page.request.post('/api/students', { data: { name: 'Leo', age: 7 } });
    expect(leo.status(), await leo.text()).toBe(201);
    const leoId = ((await leo.json()) as { id: string }).id;
    const a = await upload(page, child.id, 'volcano.jpg', 'image/jpeg', await photo('#6d597a', '#e56b6f'));
    const b = await upload(page, child.id, 'volcano-2.jpg', 'image/jpeg', await photo('#355070', '#eaac8b'));
    const pdf = await upload(
      page,
      child.id,
      'spelling.pdf',
      'application/pdf',
      Buffer.from(
        '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
      ),
    );
    for (const data of [
      {
        title: 'Volcano model',
        date: day(-2),
        classId,
        fileIds: [a, b],
        starred: true,
        caption: 'Baking soda and vinegar.',
      },
      { title: 'Spelling test', date: day(-40), subject: 'Spelling', fileIds: [pdf] },
      {
        title: 'Nature walk video',
        date: day(-41),
        subject: 'Science',
        linkUrl: 'https://example.org/walk',
        fileIds: [],
      },
    ]) {
      const res = await page.request.post(kid('work-samples'), { data });
      expect(res.status(), await res.text()).toBe(201);
    }

    await openPortfolio(page);
    await expect(page.getByTestId('sample-card')).toHaveCount(3);
    const months = page.locator('main h2');
    await expect(months.first()).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/page-1280.png`, fullPage: true });

    // Filters: a class, then best work only.
    await chooseOption(page, page.getByLabel('Class', { exact: true }), 'Saxon Math');
    await expect(page.getByTestId('sample-card')).toHaveCount(1);
    await chooseOption(page, page.getByLabel('Class', { exact: true }), 'All classes');
    await chooseOption(page, page.getByLabel('Subject', { exact: true }), 'Spelling');
    await expect(page.getByTestId('sample-card')).toHaveCount(1);
    await chooseOption(page, page.getByLabel('Subject', { exact: true }), 'All subjects');
    await expect(page.getByTestId('sample-card')).toHaveCount(3);

    // The viewer walks on past a sample's last file to the next sample, and back.
    await page.getByTestId('sample-card').filter({ hasText: 'Volcano model' }).click();
    let viewer = page.getByRole('dialog', { name: 'Volcano model' });
    await expect(viewer.getByText('Photo 1 of 2')).toBeVisible();
    await expect(viewer.getByText('Saxon Math · Math')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/viewer-1280.png` });
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText('Photo 2 of 2')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    viewer = page.getByRole('dialog', { name: 'Spelling test' });
    await expect(viewer.getByText('Document 1 of 1')).toBeVisible();
    await expect(viewer.getByRole('link', { name: 'Download', exact: true })).toHaveAttribute(
      'href',
      /\/original$/,
    );
    await expect(viewer.getByRole('link', { name: 'Download original' })).toHaveAttribute(
      'href',
      /\/original$/,
    );
    await page.screenshot({ path: `${SHOTS}/viewer-pdf-1280.png` });
    await page.keyboard.press('ArrowRight');
    viewer = page.getByRole('dialog', { name: 'Nature walk video' });
    await expect(viewer.getByRole('link', { name: 'Open link' })).toHaveAttribute(
      'href',
      'https://example.org/walk',
    );
    await page.keyboard.press('ArrowLeft');
    viewer = page.getByRole('dialog', { name: 'Spelling test' });
    await expect(viewer).toBeVisible();

    // Edit: a new title and a caption; back in the viewer afterwards.
    await viewer.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit work sample' });
    await expect(edit.getByLabel('Title')).toHaveValue('Spelling test');
    await expect(edit.getByLabel('Subject')).toHaveValue('Spelling');
    await edit.getByLabel('Title').fill('Spelling test, week 3');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toHaveCount(0);
    await expect(page.getByText('Work sample saved')).toBeVisible();
    viewer = page.getByRole('dialog', { name: 'Spelling test, week 3' });
    await expect(viewer).toBeVisible();

    // Moving a sample to the other child: it leaves this child's portfolio for Leo's.
    await page.keyboard.press('ArrowRight');
    viewer = page.getByRole('dialog', { name: 'Nature walk video' });
    await viewer.getByRole('button', { name: 'Edit' }).click();
    const move = page.getByRole('dialog', { name: 'Edit work sample' });
    await chooseOption(page, move.getByLabel('Child'), 'Leo');
    await move.getByRole('button', { name: 'Save' }).click();
    await expect(move).toHaveCount(0);
    await expect(page.getByText('Moved to Leo’s portfolio')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('sample-card')).toHaveCount(2);
    const leos = await page.request.get(`/api/students/${leoId}/work-samples?from=${day(-100)}&to=${day()}`);
    expect(((await leos.json()) as { samples: { title: string }[] }).samples.map((x) => x.title)).toEqual([
      'Nature walk video',
    ]);

    // The add dialog: a file the server refuses shows its words and a Retry; removing it clears it.
    await page.getByRole('button', { name: 'Add work sample' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a work sample' });
    await dialog.getByLabel('Choose files').setInputFiles([
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('just some text') },
      { name: 'drawing.jpg', mimeType: 'image/jpeg', buffer: await photo('#90be6d', '#277da1') },
    ]);
    await expect(dialog.getByText(/This kind of file cannot be kept here/)).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByRole('button', { name: 'Retry notes.txt' })).toBeVisible();
    await expect(dialog.getByRole('progressbar', { name: 'Upload of drawing.jpg' })).toHaveAttribute(
      'aria-valuenow',
      '100',
      { timeout: 20_000 },
    );
    // A photo dropped on the drop zone uploads too.
    const dropped = (await photo('#f9c74f', '#f3722c')).toString('base64');
    const dataTransfer = await page.evaluateHandle((b64) => {
      const dt = new DataTransfer();
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      dt.items.add(new File([bytes], 'dropped.jpg', { type: 'image/jpeg' }));
      return dt;
    }, dropped);
    const zone = dialog.getByTestId('drop-zone');
    await zone.dispatchEvent('dragenter', { dataTransfer });
    await expect(zone).toContainText('Drop the files to upload them');
    await zone.dispatchEvent('drop', { dataTransfer });
    await expect(dialog.getByRole('progressbar', { name: 'Upload of dropped.jpg' })).toHaveAttribute(
      'aria-valuenow',
      '100',
      { timeout: 20_000 },
    );
    await dialog.getByLabel('Title').fill('Leaf drawing');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Retry or remove the files that did not upload.')).toBeVisible();
    await dialog.evaluate((el) => el.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/add-dialog-1280.png` });
    await dialog.getByRole('button', { name: 'Remove notes.txt' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('sample-card')).toHaveCount(3);
    const leaf = page.getByTestId('sample-card').filter({ hasText: 'Leaf drawing' });
    await expect(leaf.locator('img')).toBeVisible();
    await leaf.click();
    await expect(page.getByRole('dialog', { name: 'Leaf drawing' }).getByText('Photo 1 of 2')).toBeVisible();
  });
});
