import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { addDaysIso, todayIn } from '../../src/shared/domain/dates';
import type { Page } from '@playwright/test';
import { childApi, chooseOption, expect, expectAccessible, newAccount, test } from './fixtures';

/** The first render after a navigation waits for the session and the list; CI machines can be slow. */
const LOAD = { timeout: 30_000 };

test.describe('to-do', () => {
  test.describe.configure({ timeout: 120_000 });
  test('adds with Enter and a priority, completes, re-opens and deletes a task', async ({
    page,
    account: _,
  }) => {
    await page.goto('/todo');
    await expect(page.getByText('No tasks for today')).toBeVisible(LOAD);
    await expectAccessible(page);

    const box = page.getByLabel('New task');
    await box.fill('   ');
    await box.press('Enter');
    await expect(page.getByText('No tasks for today')).toBeVisible();

    await box.fill('Read chapter 3');
    await chooseOption(page, page.getByRole('combobox', { name: 'Priority' }), 'High');
    await box.press('Enter');
    await expect(page.getByText('Task added successfully')).toBeVisible();
    await expect(box).toHaveValue('');
    const active = page.getByRole('list', { name: 'Active Tasks' });
    await expect(active.getByRole('listitem')).toHaveCount(1);
    await expect(active.getByRole('listitem').first()).toContainText('High');

    await box.fill('Practice piano');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(active.getByRole('listitem')).toHaveCount(2);
    await expect(active.getByRole('listitem').first()).toContainText('Practice piano');
    await expect(active.getByRole('listitem').first()).toContainText('Medium');

    await page.getByRole('checkbox', { name: 'Read chapter 3' }).click();
    await expect(page.getByText('Task completed! 🎉')).toBeVisible();
    const completed = page.getByRole('list', { name: 'Completed Tasks' });
    await expect(completed.getByRole('checkbox', { name: 'Read chapter 3' })).toBeChecked();
    await toastsSettled(page);
    await expectAccessible(page);

    await completed.getByRole('checkbox', { name: 'Read chapter 3' }).click();
    await expect(page.getByRole('list', { name: 'Completed Tasks' })).toHaveCount(0);
    await expect(active.getByRole('checkbox', { name: 'Read chapter 3' })).not.toBeChecked();

    await page.getByRole('button', { name: 'Delete "Practice piano"' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('"Practice piano" will be removed');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('checkbox', { name: 'Practice piano' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete "Practice piano"' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Task deleted')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Practice piano' })).toHaveCount(0);

    // The server kept everything: a reload shows the same list.
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Read chapter 3' })).not.toBeChecked(LOAD);
    await expect(page.getByRole('checkbox', { name: 'Practice piano' })).toHaveCount(0);
  });

  test('shows the failure messages and rolls a failed toggle back', async ({ page, account: _ }) => {
    await page.request.post(await childApi(page.request, 'tasks'), { data: { title: 'Spelling test' } });
    await page.goto('/todo');
    await expect(page.getByRole('checkbox', { name: 'Spelling test' })).toBeVisible(LOAD);

    await page.route('**/api/students/*/tasks/*', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'x' } } }),
    );
    await page.getByRole('checkbox', { name: 'Spelling test' }).click();
    await expect(page.getByText('Failed to update task')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Spelling test' })).not.toBeChecked();
    await page.getByRole('button', { name: 'Delete "Spelling test"' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Failed to delete task')).toBeVisible();

    await page.route('**/api/students/*/tasks', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'x' } } }),
    );
    await page.getByLabel('New task').fill('Will not save');
    await page.getByLabel('New task').press('Enter');
    await expect(page.getByText('Failed to add task')).toBeVisible();
    await expect(page.getByLabel('New task')).toHaveValue('Will not save');

    await page.route('**/api/students/*/tasks/today', (route) => route.abort());
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to load tasks' })).toBeVisible(LOAD);
  });

  test('asks to log in when the session has ended', async ({ page, account: _ }) => {
    await page.goto('/todo');
    await expect(page.getByText('No tasks for today')).toBeVisible(LOAD);
    await page.context().clearCookies();
    await page.getByLabel('New task').fill('After sign-out');
    await page.getByLabel('New task').press('Enter');
    await expect(page.getByText('You must be logged in to add tasks')).toBeVisible();
  });
});

/**
 * Carry-forward needs a task from yesterday, which no API call can create. This test runs its own copy of
 * the built server on a private data directory, so it can seed yesterday's tasks straight into the database.
 */
test.describe('to-do carry-forward', () => {
  test.describe.configure({ timeout: 120_000 });
  let server: ChildProcess | undefined;
  let dataDir = '';
  let baseURL = '';

  test.beforeAll(async () => {
    const port = await freePort();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'hs-e2e-carry-'));
    baseURL = `http://localhost:${port}`;
    const dist = process.env.HS_DIST || 'dist';
    server = spawn(process.execPath, [path.join(dist, 'server/index.js')], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        BASE_URL: baseURL,
        CLIENT_DIR: path.resolve(dist, 'client'),
      },
      stdio: 'ignore',
    });
    await waitForHealth(`${baseURL}/api/health`, 60_000);
  });

  test.afterAll(async () => {
    server?.kill('SIGTERM');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test("yesterday's incomplete tasks appear carried forward today, once", async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const account = newAccount();
    const res = await page.request.post('/api/account/sign-up', {
      data: {
        displayName: account.displayName,
        childAge: '9',
        email: account.email,
        password: account.password,
        timezone: 'America/New_York',
      },
    });
    expect(res.status()).toBe(201);
    const { userId } = (await res.json()) as { userId: string };

    const yesterday = addDaysIso(todayIn('America/New_York'), -1);
    const db = new Database(path.join(dataDir, 'homeschool.db'));
    const { id: studentId } = db.prepare('select id from students where user_id = ?').get(userId) as {
      id: string;
    };
    const insert = db.prepare(
      'insert into tasks (id, user_id, student_id, title, priority, completed, completed_at, created_date, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    insert.run(
      crypto.randomUUID(),
      userId,
      studentId,
      'Finish fractions worksheet',
      'high',
      0,
      null,
      yesterday,
      `${yesterday}T14:00:00.000Z`,
    );
    insert.run(
      crypto.randomUUID(),
      userId,
      studentId,
      'Read a chapter',
      'low',
      0,
      null,
      yesterday,
      `${yesterday}T15:00:00.000Z`,
    );
    insert.run(
      crypto.randomUUID(),
      userId,
      studentId,
      'Already done yesterday',
      'medium',
      1,
      `${yesterday}T16:00:00.000Z`,
      yesterday,
      `${yesterday}T13:00:00.000Z`,
    );
    db.close();

    await page.goto('/todo');
    await expect(page.getByText('Carried forward 2 incomplete tasks from yesterday')).toBeVisible(LOAD);
    const active = page.getByRole('list', { name: 'Active Tasks' });
    await expect(active.getByRole('checkbox')).toHaveCount(2);
    await expect(active.getByRole('listitem').nth(0)).toContainText('Read a chapter');
    await expect(active.getByRole('listitem').nth(1)).toContainText('Finish fractions worksheet');
    await expect(active.getByRole('listitem').nth(1)).toContainText('High');
    await expect(page.getByText('Already done yesterday')).toHaveCount(0);

    await page.reload();
    await expect(active.getByRole('checkbox')).toHaveCount(2, LOAD);
    await expect(page.getByText(/Carried forward/)).toHaveCount(0);
    await context.close();
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${url} did not become healthy`);
}

/** Axe would measure a toast's half-transparent text mid-fade; let the toasts run their course first. */
async function toastsSettled(page: Page): Promise<void> {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
}
