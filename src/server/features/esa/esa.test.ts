import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countAllRows } from '@tests/setup/account-snapshot';
import {
  apiRequests,
  createTestApp,
  dialect,
  signUpUser,
  type TestApp,
  type TestUser,
} from '@tests/setup/api';
import { childSignedIn, joinFamily } from '@tests/setup/members';
import { writeFileSync } from 'node:fs';
import { multipartFile, phonePhoto } from '@tests/setup/test-files';
import { pdfImagesPerPage, pdfPages, pdfText } from '@tests/setup/pdf-text';
import { encryptedPdf, invoicePdf, ownerLockedPdf, truncatedPdf } from '@tests/setup/test-pdfs';
import { closePdfWorker } from '../../pdf/render-pdf';
import { MAX_RECEIPT_PAGES, pdfReceiptPages } from './esa.packet';
import type { Content } from 'pdfmake/interfaces';
import type { PdfSlot } from '../../pdf/pdf-job';
import { esaMessages as msg } from '@shared/messages/esa';
import type {
  EsaAccount,
  EsaAccountDetail,
  EsaExpense,
  EsaOverview,
  EsaProgram,
  EsaPrograms,
  EsaSummary,
} from '@shared/schemas/esa';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await closePdfWorker();
});

const { call, ok, refused } = apiRequests(() => t.app);

const PERIOD = { periodStart: '2026-07-01', periodEnd: '2027-06-30' };

async function openAccount(u: TestUser, body: Record<string, unknown>): Promise<EsaAccount> {
  const res = await call(u, 'POST', '/api/esa/accounts', { studentId: u.studentId, ...PERIOD, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function addExpense(u: TestUser, body: Record<string, unknown>): Promise<EsaExpense[]> {
  const res = await call(u, 'POST', '/api/esa/expenses', {
    date: '2026-09-01',
    vendor: 'Book Barn',
    status: 'bought',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().expenses;
}

async function uploadReceipt(u: TestUser, expenseId: string, name: string, bytes: Buffer) {
  const { payload, headers } = multipartFile(name, bytes);
  return t.app.inject({
    method: 'POST',
    url: `/api/esa/expenses/${expenseId}/receipts`,
    payload,
    headers: { ...headers, cookie: u.cookie },
  });
}

const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

describe(`education savings accounts (${dialect})`, () => {
  it('lists the seeded programs with their sources and checked dates', async () => {
    const u = await signUpUser(t.app);
    const programs = await ok<EsaPrograms>(u, 'GET', '/api/esa/programs');
    const keys = programs.templates.map((p) => p.templateKey);
    for (const key of [
      'arizona-esa',
      'utah-fits-all',
      'texas-efa',
      'alabama-choose',
      'arkansas-efa',
      'florida-pep',
      'wyoming-esa',
      'north-carolina-esa-plus',
      'alberta-home-education',
      'custom',
    ])
      expect(keys).toContain(key);
    const utah = programs.templates.find((p) => p.templateKey === 'utah-fits-all')!;
    expect(utah.checkedOn).toBe('2026-11-29');
    expect(utah.sourceUrl).toMatch(/^https:/);
    expect(utah.awardBands).toContainEqual({ basis: 'age', from: 12, to: 18, cents: 600_000 });
    expect(programs.templates.find((p) => p.templateKey === 'alberta-home-education')!.currency).toBe('CAD');
    expect(programs.own).toEqual([]);
  });

  it("opens a child's Utah account (the family's copy of the pack), records purchases with findings and a balance", async () => {
    const u = await signUpUser(t.app, { childAge: '13' });
    const account = await openAccount(u, { programId: 'esa-template-utah-fits-all', awardCents: 600_000 });
    expect(account.awardCents).toBe(600_000);
    expect(account.balance.remainingCents).toBe(600_000);
    expect(account.programId).not.toBe('esa-template-utah-fits-all');
    const programs = await ok<EsaPrograms>(u, 'GET', '/api/esa/programs');
    expect(programs.own.map((p) => p.id)).toEqual([account.programId]);

    const [math] = await addExpense(u, {
      accountIds: [account.id],
      status: 'submitted',
      lines: [{ description: 'Saxon Math 8/7 kit', category: 'curriculum', amountCents: 12_999 }],
      receiptShows: ['merchant', 'date', 'itemised', 'total', 'paymentMethod', 'studentName'],
    });
    const [desk] = await addExpense(u, {
      accountIds: [account.id],
      vendor: 'Office Mart',
      lines: [{ description: 'Standing desk', category: 'supplies', amountCents: 24_950 }],
    });
    const [tutor] = await addExpense(u, {
      accountIds: [account.id],
      vendor: 'Ms. Lee Tutoring',
      status: 'reimbursed',
      lines: [
        { description: 'Algebra tutoring', category: 'tutoring', quantity: 4, amountCents: 20_000 },
        { description: 'Workbook', category: 'curriculum', amountCents: 1_501 },
      ],
      receiptShows: ['merchant', 'date', 'itemised', 'total', 'paymentMethod'],
    });
    expect(math!.totalCents).toBe(12_999);
    // No receipt yet: the receipt is missing, and due within 30 days of purchase.
    expect(math!.findings.map((f) => f.code)).toContain('receipt-missing');
    expect(desk!.findings.map((f) => f.message)).toContain(
      `“Standing desk” looks like furniture, which this program does not allow.`,
    );

    // Receipts: a photo for the math kit, a PDF for the tutor (which does not show the student's name).
    const photo = await uploadReceipt(u, math!.id, 'receipt.jpg', await phonePhoto());
    expect(photo.statusCode, photo.body).toBe(201);
    const withPhoto = photo.json() as EsaExpense;
    expect(withPhoto.receipts).toHaveLength(1);
    expect(withPhoto.findings).toEqual([]);
    const pdf = await uploadReceipt(u, tutor!.id, 'tutor.pdf', PDF);
    expect(pdf.statusCode, pdf.body).toBe(201);
    expect((pdf.json() as EsaExpense).findings.map((f) => f.message)).toEqual([
      "Receipt must show the student's legal name.",
    ]);

    // The receipt is served to the family's adults, never through the portfolio's child routes.
    const receiptId = withPhoto.receipts[0]!.id;
    const thumb = await call(u, 'GET', `/api/esa/expenses/${math!.id}/receipts/${receiptId}/thumb`);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    await refused(u, 'GET', `/api/students/${u.studentId}/files/${receiptId}/thumb`, undefined, 404);

    const detail = await ok<EsaAccountDetail>(u, 'GET', `/api/esa/accounts/${account.id}`);
    expect(detail.expenses.map((e) => e.vendor)).toEqual(['Book Barn', 'Office Mart', 'Ms. Lee Tutoring']);
    expect(detail.account.balance).toMatchObject({
      availableCents: 600_000,
      spentCents: 21_501,
      pendingCents: 12_999 + 24_950,
      remainingCents: 600_000 - 21_501 - 12_999 - 24_950,
    });
    expect(detail.account.balance.byCategory.find((c) => c.category === 'curriculum')).toMatchObject({
      spentCents: 1_501,
      pendingCents: 12_999,
    });
    expect(detail.account.balance.byPeriod).toHaveLength(4);
    expect(detail.account.needsReceipt).toBe(1);
    expect(detail.account.rolloverCents).toBe(detail.account.balance.remainingCents);

    const carried = await ok<EsaAccount>(u, 'PUT', `/api/esa/accounts/${account.id}`, {
      ...PERIOD,
      awardCents: 600_000,
      carriedCents: 12_345,
      reference: 'UT-0042',
    });
    expect(carried.balance.availableCents).toBe(612_345);
    expect(carried.reference).toBe('UT-0042');
    await ok(u, 'PUT', `/api/esa/accounts/${account.id}`, { ...PERIOD, awardCents: 600_000 });
    // The family edits its copy of the pack (not the template).
    const own = (await ok<EsaPrograms>(u, 'GET', '/api/esa/programs')).own[0]!;
    const { id: _i, templateKey: _k, template: _t, sourceUrl: _s, checkedOn: _c, ...edit } = own;
    const edited = await ok(u, 'PUT', `/api/esa/programs/${own.id}`, { ...edit, curriculumTie: true });
    expect(edited.curriculumTie).toBe(true);

    const overview = await ok<EsaOverview>(u, 'GET', '/api/esa');
    expect(overview.accounts).toHaveLength(1);
    expect(overview.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Now a purchase must tie to the curriculum: the tutor's lines name no class or subject.
    expect(
      (await ok<EsaAccountDetail>(u, 'GET', `/api/esa/accounts/${account.id}`)).expenses[2]!.findings.map(
        (f) => f.code,
      ),
    ).toContain('curriculum-tie');
    expect(overview.families[0]).toMatchObject({ currency: 'USD', spentCents: 21_501 });
    const summary = await ok<EsaSummary>(u, 'GET', '/api/esa/summary');
    expect(summary.needsReceipt).toBe(1);
    expect(summary.nextDeadline).not.toBeNull();
    // Per child: the program, what remains, the next deadline and how many checks warn (the card's rows).
    expect(summary.children).toEqual([
      {
        accountId: account.id,
        studentId: u.studentId,
        studentName: account.studentName,
        programName: own.name,
        currency: 'USD',
        remainingCents: 600_000 - 21_501 - 12_999 - 24_950,
        nextDeadline: detail.account.deadlines[0],
        warnings: (await ok<EsaAccountDetail>(u, 'GET', `/api/esa/accounts/${account.id}`)).expenses
          .flatMap((e) => e.findings)
          .filter((f) => f.severity !== 'info').length,
        needsReceipt: 1,
      },
    ]);
    // The dashboard's one read says there is an account (the card then loads on its own); a new child has none.
    const sibling = await ok(u, 'POST', '/api/students', { name: 'Sam', age: 8 });
    expect((await ok(u, 'GET', `/api/students/${u.studentId}/dashboard`)).esa).toBe(true);
    expect((await ok(u, 'GET', `/api/students/${sibling.id}/dashboard`)).esa).toBe(false);
    expect((await ok(u, 'GET', '/api/family/overview')).esa).toBe(true);

    // Denied with a reason; edited lines replace the old ones.
    // Without a receipt, a bought purchase of September is past Utah's 30 days by now.
    expect(desk!.findings.map((f) => f.code)).toContain('receipt-overdue');
    const denied = await ok<EsaExpense>(u, 'PUT', `/api/esa/expenses/${desk!.id}`, {
      date: '2026-09-02',
      vendor: 'Office Mart',
      status: 'denied',
      deniedReason: 'Furniture',
      lines: [{ description: 'Standing desk', category: 'supplies', amountCents: 24_950 }],
    });
    expect(denied.findings).toEqual([{ code: 'denied', severity: 'info', message: 'Denied: Furniture' }]);
    const after = await ok<EsaAccountDetail>(u, 'GET', `/api/esa/accounts/${account.id}`);
    expect(after.account.balance.pendingCents).toBe(12_999);

    // Removing the receipt and deleting the purchase remove the file and its objects.
    const before = await t.deps.db.selectFrom('files').select('id').where('userId', '=', u.id).execute();
    expect(before).toHaveLength(2);
    await ok(u, 'DELETE', `/api/esa/expenses/${math!.id}/receipts/${receiptId}`);
    await ok(u, 'DELETE', `/api/esa/expenses/${tutor!.id}`);
    expect(await t.deps.db.selectFrom('files').select('id').where('userId', '=', u.id).execute()).toEqual([]);
    await ok(u, 'DELETE', `/api/esa/accounts/${account.id}`);
    expect((await ok<EsaOverview>(u, 'GET', '/api/esa')).accounts).toEqual([]);
  });

  it('splits a purchase across children to the cent, shares a receipt, and applies a family cap', async () => {
    const u = await signUpUser(t.app);
    const second = await ok(u, 'POST', '/api/students', { name: 'Sam', age: 8 });
    const third = await ok(u, 'POST', '/api/students', { name: 'Ada', age: 6 });
    const body = { programId: 'esa-template-alabama-choose', awardCents: 200_000 };
    const a = await openAccount(u, body);
    const b = await openAccount(u, { ...body, studentId: second.id });
    const c = await openAccount(u, { ...body, studentId: third.id });
    // The three share one copy of the pack, and the $4,000 family cap.
    expect(new Set([a.programId, b.programId, c.programId]).size).toBe(1);
    const overview = await ok<EsaOverview>(u, 'GET', '/api/esa');
    const effective = overview.accounts.map((x) => x.effectiveAwardCents);
    expect(effective.reduce((s, x) => s + x, 0)).toBe(400_000);
    expect([...effective].sort()).toEqual([133_333, 133_333, 133_334]);

    const split = await addExpense(u, {
      accountIds: [a.id, b.id, c.id],
      lines: [
        { description: 'Science curriculum', category: 'curriculum', amountCents: 10_000 },
        { description: 'Microscope', category: 'supplies', amountCents: 101 },
      ],
    });
    expect(split.map((e) => e.lines[0]!.amountCents)).toEqual([3_334, 3_333, 3_333]);
    expect(split.map((e) => e.lines[1]!.amountCents)).toEqual([34, 34, 33]);
    expect(split.reduce((s, e) => s + e.totalCents, 0)).toBe(10_101);
    expect(new Set(split.map((e) => e.splitGroup)).size).toBe(1);
    const receipt = await uploadReceipt(u, split[0]!.id, 'receipt.pdf', PDF);
    expect(receipt.statusCode, receipt.body).toBe(201);
    const detail = await ok<EsaAccountDetail>(u, 'GET', `/api/esa/accounts/${c.id}`);
    expect(detail.expenses[0]!.receipts).toHaveLength(1);
    // The shared receipt (a PDF, damaged) is read once and named with each child's part in the packet.
    const packet = await call(
      u,
      'GET',
      `/api/esa/packet.pdf?programId=${a.programId}&from=2026-07-01&to=2027-06-30`,
    );
    expect(packet.statusCode, packet.body).toBe(200);
    const notIncluded = msg.pdfReceipt.notIncluded('receipt.pdf', msg.pdfReceipt.why.unreadable);
    const packetPages = (await pdfPages(packet.rawPayload)).map((p) => p.replace(/\s+/g, ' '));
    expect(packetPages).toHaveLength(4);
    expect(packetPages.slice(1).every((p) => p.includes(notIncluded))).toBe(true);
    // Weighted 2:1.
    const weighted = await addExpense(u, {
      accountIds: [a.id, b.id],
      weights: [2, 1],
      lines: [{ description: 'Lab fee', category: 'curriculum', amountCents: 1_000 }],
    });
    expect(weighted.map((e) => e.totalCents)).toEqual([667, 333]);
  });

  it('links a purchase to a class and one of its lessons; a lesson of another class, or without its class, is refused', async () => {
    const u = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    const account = await openAccount(u, { programId: 'esa-template-arizona-esa', awardCents: 740_000 });
    const klass = async (who: TestUser, title: string) => {
      const cls = await ok<{ id: string }>(who, 'POST', '/api/classes', {
        title,
        daysOfWeek: [1, 3],
        startTime: '09:00',
        endTime: '10:00',
        studentIds: [who.studentId],
      });
      const res = await call(who, 'POST', `/api/classes/${cls.id}/lessons`, { title: `${title} 1` });
      expect(res.statusCode, res.body).toBe(201);
      return { classId: cls.id, lessonId: res.json().lessons[0].id as string };
    };
    const math = await klass(u, 'Math');
    const art = await klass(u, 'Art');
    const foreign = await klass(other, 'Latin');
    const line = { description: 'Workbook', category: 'curriculum', amountCents: 1_200 };
    const base = {
      accountIds: [account.id],
      date: '2026-09-01',
      vendor: 'V',
      status: 'bought',
      lines: [line],
    };
    const [linked] = await addExpense(u, { ...base, ...math });
    expect(linked).toMatchObject({ classId: math.classId, lessonId: math.lessonId, className: 'Math' });
    const second = await ok(u, 'POST', '/api/students', { name: 'Sam', age: 8 });
    const b = await openAccount(u, {
      programId: 'esa-template-arizona-esa',
      awardCents: 740_000,
      studentId: second.id,
    });

    const counts = await countAllRows(t.deps.db);
    await refused(
      u,
      'POST',
      '/api/esa/expenses',
      { ...base, lessonId: math.lessonId },
      400,
      msg.lessonNeedsClass,
    );
    await refused(
      u,
      'POST',
      '/api/esa/expenses',
      { ...base, classId: art.classId, lessonId: math.lessonId },
      400,
      msg.lessonNotInClass,
    );
    await refused(
      u,
      'PUT',
      `/api/esa/expenses/${linked!.id}`,
      { ...base, classId: art.classId, lessonId: math.lessonId },
      400,
      msg.lessonNotInClass,
    );
    await refused(u, 'POST', '/api/esa/expenses', { ...base, ...foreign }, 404);
    await refused(
      u,
      'POST',
      '/api/esa/expenses',
      { ...base, classId: math.classId, lessonId: foreign.lessonId },
      404,
      msg.lessonNotFound,
    );
    // A split's shares are whole numbers from 1 to 1,000.
    for (const weights of [
      [1, 0],
      [1, 1.5],
      [1, 1001],
    ])
      await refused(
        u,
        'POST',
        '/api/esa/expenses',
        { ...base, accountIds: [account.id, b.id], weights },
        400,
        msg.weightInvalid,
      );
    expect(await countAllRows(t.deps.db)).toEqual(counts);
  });

  it('refuses bad input with a message and writes nothing', async () => {
    const u = await signUpUser(t.app);
    const account = await openAccount(u, { programId: 'esa-template-texas-efa', awardCents: 200_000 });
    const counts = await countAllRows(t.deps.db);
    const bad: [string, string, Record<string, unknown>, string][] = [
      [
        'POST',
        '/api/esa/accounts',
        { studentId: u.studentId, programId: 'esa-template-custom', ...PERIOD, awardCents: 10.5 },
        msg.amountInvalid,
      ],
      [
        'POST',
        '/api/esa/accounts',
        {
          studentId: u.studentId,
          programId: 'esa-template-custom',
          periodStart: '2027-01-01',
          periodEnd: '2026-01-01',
          awardCents: 1,
        },
        msg.periodOrder,
      ],
      [
        'POST',
        '/api/esa/accounts',
        { studentId: u.studentId, programId: 'esa-template-custom', ...PERIOD, awardCents: -1 },
        msg.amountInvalid,
      ],
      [
        'POST',
        '/api/esa/expenses',
        {
          accountIds: [account.id],
          date: '2026-09-01',
          vendor: ' ',
          status: 'bought',
          lines: [{ description: 'x', category: 'curriculum', amountCents: 1 }],
        },
        msg.vendorRequired,
      ],
      [
        'POST',
        '/api/esa/expenses',
        { accountIds: [account.id], date: '2026-09-01', vendor: 'V', status: 'bought', lines: [] },
        msg.linesRequired,
      ],
      [
        'POST',
        '/api/esa/expenses',
        {
          accountIds: [account.id],
          date: '2026-09-01',
          vendor: 'V',
          status: 'bought',
          lines: [{ description: 'x', category: 'curriculum', amountCents: 0.1 }],
        },
        msg.amountInvalid,
      ],
      [
        'POST',
        '/api/esa/expenses',
        {
          accountIds: [account.id],
          date: '2026-09-01',
          vendor: 'V',
          status: 'denied',
          lines: [{ description: 'x', category: 'curriculum', amountCents: 1 }],
        },
        msg.deniedReasonRequired,
      ],
      [
        'POST',
        '/api/esa/expenses',
        {
          accountIds: [account.id, account.id],
          date: '2026-09-01',
          vendor: 'V',
          status: 'bought',
          lines: [{ description: 'x', category: 'curriculum', amountCents: 1 }],
        },
        msg.splitAccounts,
      ],
      [
        'POST',
        '/api/esa/expenses',
        {
          accountIds: [account.id],
          date: '2026-02-30',
          vendor: 'V',
          status: 'bought',
          lines: [{ description: 'x', category: 'curriculum', amountCents: 1 }],
        },
        msg.dateInvalid,
      ],
    ];
    for (const [method, url, body, message] of bad)
      await refused(u, method as 'POST', url, body, 400, message);
    // A template cannot be edited; a file that is no photo or PDF is refused.
    const programs = await ok<EsaPrograms>(u, 'GET', '/api/esa/programs');
    const template = programs.templates[0]!;
    const { id: _i, templateKey: _k, template: _t, sourceUrl: _s, checkedOn: _c, ...input } = template;
    await refused(u, 'PUT', `/api/esa/programs/${template.id}`, input, 409, msg.templateNotEditable);
    // The family's copy: a band out of order, a category twice, a bad date or day count is refused.
    const own = programs.own[0]!;
    const { id: _oi, templateKey: _ok, template: _ot, sourceUrl: _os, checkedOn: _oc, ...copy } = own;
    const before = await countAllRows(t.deps.db);
    const badPrograms: [Record<string, unknown>, string][] = [
      [{ awardBands: [{ basis: 'age', from: 12, to: 5, cents: 100 }] }, msg.bandOrder],
      [{ awardBands: [{ basis: 'age', from: 5, to: 30, cents: 100 }] }, msg.bandInvalid],
      [{ categories: [copy.categories[0], copy.categories[0]] }, msg.categoryDuplicate],
      [{ categories: [] }, msg.categoryRequired],
      [{ deadlines: { ...copy.deadlines, receiptDays: 400 } }, msg.daysInvalid],
      [
        { deadlines: { ...copy.deadlines, fixed: [{ label: 'Spend by', monthDay: '13-01' }] } },
        msg.monthDayInvalid,
      ],
      [{ name: ' ' }, msg.nameRequired],
      [{ familyCapCents: 1.5 }, msg.amountInvalid],
    ];
    for (const [change, message] of badPrograms)
      await refused(u, 'PUT', `/api/esa/programs/${own.id}`, { ...copy, ...change }, 400, message);
    expect(await countAllRows(t.deps.db)).toEqual(before);
    expect((await ok<EsaPrograms>(u, 'GET', '/api/esa/programs')).own[0]).toEqual(own);
    // A good edit: a new category, a fixed deadline, a capped rollover.
    const edited = await ok<EsaProgram>(u, 'PUT', `/api/esa/programs/${own.id}`, {
      ...copy,
      categories: [...copy.categories, { key: 'music-lessons', label: 'Music lessons', description: '' }],
      deadlines: { ...copy.deadlines, fixed: [{ label: 'Spend by', monthDay: '05-31' }] },
      rollover: { kind: 'capped', capCents: 50_000 },
    });
    expect(edited.categories.at(-1)).toEqual({
      key: 'music-lessons',
      label: 'Music lessons',
      description: '',
    });
    expect(edited.rollover).toEqual({ kind: 'capped', capCents: 50_000 });
    const [expense] = await addExpense(u, {
      accountIds: [account.id],
      lines: [{ description: 'Book', category: 'curriculum', amountCents: 500 }],
    });
    const countsAfterExpense = await countAllRows(t.deps.db);
    const text = await uploadReceipt(
      u,
      expense!.id,
      'receipt.txt',
      Buffer.from('just some text, not a receipt'),
    );
    expect(text.statusCode).toBe(415);
    expect(await countAllRows(t.deps.db)).toEqual(countsAfterExpense);
    expect(countsAfterExpense.esaExpenses).toBe((counts.esaExpenses ?? 0) + 1);
  });

  it("keeps another family's accounts, purchases and receipts out of reach (404) and unchanged", async () => {
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app);
    const account = await openAccount(a, { programId: 'esa-template-arizona-esa', awardCents: 740_000 });
    const [expense] = await addExpense(a, {
      accountIds: [account.id],
      lines: [{ description: 'Book', category: 'curriculum', amountCents: 500 }],
    });
    const up = await uploadReceipt(a, expense!.id, 'r.pdf', PDF);
    const fileId = (up.json() as EsaExpense).receipts[0]!.id;
    const counts = await countAllRows(t.deps.db);
    const line = { description: 'x', category: 'curriculum', amountCents: 1 };
    const expenseBody = { date: '2026-09-01', vendor: 'V', status: 'bought', lines: [line] };
    await refused(b, 'GET', `/api/esa/accounts/${account.id}`, undefined, 404);
    await refused(b, 'PUT', `/api/esa/accounts/${account.id}`, { ...PERIOD, awardCents: 1 }, 404);
    await refused(b, 'DELETE', `/api/esa/accounts/${account.id}`, undefined, 404);
    await refused(b, 'POST', '/api/esa/expenses', { accountIds: [account.id], ...expenseBody }, 404);
    await refused(b, 'PUT', `/api/esa/expenses/${expense!.id}`, expenseBody, 404);
    await refused(b, 'DELETE', `/api/esa/expenses/${expense!.id}`, undefined, 404);
    await refused(b, 'GET', `/api/esa/expenses/${expense!.id}/receipts/${fileId}/original`, undefined, 404);
    await refused(b, 'DELETE', `/api/esa/expenses/${expense!.id}/receipts/${fileId}`, undefined, 404);
    const foreign = await uploadReceipt(b, expense!.id, 'r.pdf', PDF);
    expect(foreign.statusCode).toBe(404);
    await refused(
      b,
      'POST',
      '/api/esa/accounts',
      { studentId: a.studentId, programId: 'esa-template-custom', ...PERIOD, awardCents: 1 },
      404,
    );
    await refused(b, 'PUT', `/api/esa/programs/${account.programId}`, { name: 'x' }, 400);
    expect((await ok<EsaOverview>(b, 'GET', '/api/esa')).accounts).toEqual([]);
    expect((await ok<EsaPrograms>(b, 'GET', '/api/esa/programs')).own).toEqual([]);
    expect(await countAllRows(t.deps.db)).toEqual(counts);
  });

  it('lets teachers and viewers read, only the parent manage, and a child see nothing of money', async () => {
    const parent = await signUpUser(t.app);
    const account = await openAccount(parent, { programId: 'esa-template-florida-pep', awardCents: 800_000 });
    const teacher = await signUpUser(t.app);
    await joinFamily(t, teacher, parent.id, 'teacher');
    const viewer = await signUpUser(t.app);
    await joinFamily(t, viewer, parent.id, 'viewer');
    const child = await childSignedIn(t, parent.id, parent.studentId);
    for (const adult of [teacher, viewer]) {
      expect((await ok<EsaOverview>(adult, 'GET', '/api/esa')).accounts).toHaveLength(1);
      await refused(
        adult,
        'POST',
        '/api/esa/accounts',
        { studentId: parent.studentId, programId: 'esa-template-custom', ...PERIOD, awardCents: 1 },
        403,
      );
      await refused(adult, 'DELETE', `/api/esa/accounts/${account.id}`, undefined, 403);
      // The program's rules are the parent's to change.
      const own = (await ok<EsaPrograms>(adult, 'GET', '/api/esa/programs')).own[0]!;
      const { id: _i, templateKey: _k, template: _t, sourceUrl: _s, checkedOn: _c, ...rules } = own;
      await refused(adult, 'PUT', `/api/esa/programs/${own.id}`, { ...rules, name: 'Mine' }, 403);
    }
    for (const url of [
      '/api/esa',
      '/api/esa/summary',
      '/api/esa/programs',
      `/api/esa/accounts/${account.id}`,
    ])
      expect((await call(child, 'GET', url)).statusCode).toBe(403);
    for (const url of ['/api/esa', '/api/esa/summary'])
      expect((await call(null, 'GET', url)).statusCode).toBe(401);
    // The dashboard's flag: adults see that there is an account; a child, not even that.
    const dashboard = `/api/students/${parent.studentId}/dashboard`;
    expect((await ok(teacher, 'GET', dashboard)).esa).toBe(true);
    expect((await ok(viewer, 'GET', '/api/family/overview')).esa).toBe(true);
    expect((await ok(child, 'GET', dashboard)).esa).toBe(false);
    // Another family's dashboard says nothing of this one's account.
    const other = await signUpUser(t.app);
    expect((await ok(other, 'GET', `/api/students/${other.studentId}/dashboard`)).esa).toBe(false);
    expect((await ok(other, 'GET', '/api/family/overview')).esa).toBe(false);
  });

  it('carries the family’s programs, accounts, purchases and receipts in the export', async () => {
    const u = await signUpUser(t.app);
    const account = await openAccount(u, {
      programId: 'esa-template-alberta-home-education',
      awardCents: 85_000,
    });
    const [expense] = await addExpense(u, {
      accountIds: [account.id],
      lines: [{ description: 'Math text', category: 'curriculum', amountCents: 4_250 }],
    });
    await uploadReceipt(u, expense!.id, 'r.pdf', PDF);
    const exported = await ok(u, 'GET', '/api/account/export');
    expect(exported.tables.esaPrograms).toHaveLength(1);
    expect(exported.tables.esaPrograms[0].currency).toBe('CAD');
    expect(exported.tables.esaAccounts).toHaveLength(1);
    expect(exported.tables.esaExpenseLines[0].amountCents).toBe(4_250);
    expect(exported.tables.esaExpenseFiles).toHaveLength(1);
    expect(exported.tables.files).toHaveLength(1);
  });

  it('makes the reimbursement packet (PDF: summary with totals, then each receipt stamped) and its CSV', async () => {
    const u = await signUpUser(t.app, { childAge: '13' });
    const account = await openAccount(u, {
      programId: 'esa-template-utah-fits-all',
      awardCents: 600_000,
      reference: 'UT-7',
    });
    const [kit] = await addExpense(u, {
      accountIds: [account.id],
      status: 'submitted',
      lines: [{ description: 'Saxon Math kit', category: 'curriculum', amountCents: 12_999 }],
    });
    await addExpense(u, {
      accountIds: [account.id],
      date: '2026-10-02',
      vendor: 'Ms. Lee, "Tutor"',
      status: 'reimbursed',
      lines: [{ description: '=Algebra tutoring', category: 'tutoring', quantity: 4, amountCents: 20_001 }],
    });
    await addExpense(u, {
      accountIds: [account.id],
      vendor: 'Later',
      status: 'planned',
      lines: [{ description: 'Planned', category: 'tutoring', amountCents: 5_000 }],
    });
    expect((await uploadReceipt(u, kit!.id, 'kit.jpg', await phonePhoto())).statusCode).toBe(201);
    const programId = account.programId;
    const query = `programId=${programId}&from=2026-07-01&to=2027-06-30`;
    const res = await call(u, 'GET', `/api/esa/packet.pdf?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Reimbursement packet — Utah Fits All Scholarship');
    expect(text).toContain('Total: $330.00');
    expect(text).toContain('Reimbursed: $200.01');
    expect(text).toContain('Submitted: $129.99');
    expect(text).not.toContain('Later');
    expect(text).toContain('#1 · Sep 1, 2026 · Book Barn · $129.99');
    // Summary page, then the kit's receipt (its photo), then the tutor's page without a receipt.
    expect(await pdfImagesPerPage(res.rawPayload)).toEqual([0, 1, 0]);
    const audit = await call(u, 'GET', `/api/esa/packet.pdf?${query}&kind=audit`);
    expect(await pdfText(audit.rawPayload)).toContain('Audit packet — Utah Fits All Scholarship');

    const csv = await call(u, 'GET', `/api/esa/packet.csv?${query}`);
    expect(csv.statusCode).toBe(200);
    const rows = csv.body.trim().split('\r\n');
    expect(rows[0]).toBe(
      'date,child,account_reference,vendor,status,denied_reason,payment_method,description,category,quantity,amount,currency,receipts,findings',
    );
    expect(rows).toHaveLength(3);
    expect(rows[1]).toMatch(
      /^2026-09-01,Test Child,UT-7,Book Barn,submitted,,,Saxon Math kit,curriculum,1,129\.99,USD,kit\.jpg,/,
    );
    expect(rows[2]).toContain(`"Ms. Lee, ""Tutor""",reimbursed,,,'=Algebra tutoring,tutoring,4,200.01,USD`);
    await refused(
      u,
      'GET',
      `/api/esa/packet.pdf?programId=${programId}&from=2027-01-01&to=2026-01-01`,
      undefined,
      400,
      msg.windowOrder,
    );
    const b = await signUpUser(t.app);
    await refused(b, 'GET', `/api/esa/packet.pdf?${query}`, undefined, 404);
    await refused(b, 'GET', `/api/esa/packet.csv?${query}`, undefined, 404);
    if (process.env.ESA_PACKET_OUT) writeFileSync(process.env.ESA_PACKET_OUT, res.rawPayload);
  });

  it("merges PDF receipts' pages into the packet, each stamped with the purchase's fields; odd ones are named with the reason", async () => {
    const u = await signUpUser(t.app, { childAge: '13' });
    const account = await openAccount(u, {
      programId: 'esa-template-utah-fits-all',
      awardCents: 600_000,
      reference: 'UT-9',
    });
    const [kit] = await addExpense(u, {
      accountIds: [account.id],
      status: 'submitted',
      lines: [{ description: 'Saxon Math kit', category: 'curriculum', amountCents: 12_999 }],
    });
    const [odd] = await addExpense(u, {
      accountIds: [account.id],
      date: '2026-09-05',
      vendor: 'Odd Files Inc',
      lines: [{ description: 'Workbooks', category: 'curriculum', amountCents: 2_500 }],
    });
    const [long] = await addExpense(u, {
      accountIds: [account.id],
      date: '2026-09-09',
      vendor: 'Long Invoice Co',
      status: 'reimbursed',
      lines: [{ description: 'Lab kits', category: 'curriculum', amountCents: 4_000 }],
    });
    const upload = async (expenseId: string, name: string, bytes: Buffer) => {
      const res = await uploadReceipt(u, expenseId, name, bytes);
      expect(res.statusCode, res.body).toBe(201);
    };
    // The kit: a photo, then a two-page invoice (the order they were added in).
    await upload(kit!.id, 'kit.jpg', await phonePhoto());
    await upload(kit!.id, 'invoice.pdf', await invoicePdf('INVOICE-7731', { pages: 2 }));
    // Odd ones: protected by a password, cut short, a page too large to print.
    await upload(odd!.id, 'locked.pdf', await encryptedPdf());
    await upload(odd!.id, 'cut.pdf', await truncatedPdf());
    await upload(odd!.id, 'poster.pdf', await invoicePdf('POSTER', { size: [100_000, 100_000] }));
    // Locked only against printing and copying (the empty user password): it opens, and is included.
    await upload(odd!.id, 'restricted.pdf', await ownerLockedPdf('RESTRICTED-7'));
    // More pages than a receipt may bring.
    const many = MAX_RECEIPT_PAGES + 3;
    await upload(long!.id, 'long.pdf', await invoicePdf('LONG-INVOICE', { pages: many }));

    const query = `programId=${account.programId}&from=2026-07-01&to=2027-06-30`;
    const res = await call(u, 'GET', `/api/esa/packet.pdf?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    // Each page's text with its lines run together (a long line wraps).
    const pages = (await pdfPages(res.rawPayload)).map((p) => p.replace(/\s+/g, ' '));
    // Summary; the kit's photo and its invoice's 2 pages; 3 odd receipts named and 1 drawn; the long invoice's
    // first 20 pages.
    expect(pages).toHaveLength(1 + 1 + 2 + 3 + 1 + MAX_RECEIPT_PAGES);
    // Totals unchanged by what is drawn in.
    expect(pages[0]).toContain('Total: $194.99');
    expect(pages[0]).toContain('Reimbursed: $40.00');
    expect(pages[0]).toContain('Submitted: $129.99');
    expect(await pdfImagesPerPage(res.rawPayload)).toEqual([
      0,
      1,
      ...Array(2 + 3 + 1 + MAX_RECEIPT_PAGES).fill(0),
    ]);
    // Each of the invoice's pages: its own text, under the purchase's stamp and a label.
    const stampHead = '#1 · Sep 1, 2026 · Book Barn · $129.99';
    for (const n of [1, 2]) {
      const page = pages[1 + n]!;
      expect(page).toContain(`INVOICE-7731 page ${n}`);
      expect(page).toContain('Total due 129.99');
      expect(page).toContain(stampHead);
      expect(page).toContain('Child: Test Child (UT-9) · Status: Submitted');
      expect(page).toContain('Saxon Math kit');
      expect(page).toContain(`invoice.pdf · page ${n} of 2`);
      expect(page).toMatch(/Page \d+ of 28/);
    }
    // The odd ones: the stamp, and why the receipt is not there.
    const why = msg.pdfReceipt.why;
    expect(pages[4]).toContain('#2 · Sep 5, 2026 · Odd Files Inc · $25.00');
    expect(pages[4]).toContain(msg.pdfReceipt.notIncluded('locked.pdf', why.encrypted));
    expect(pages[5]).toContain(msg.pdfReceipt.notIncluded('cut.pdf', why.unreadable));
    expect(pages[6]).toContain(msg.pdfReceipt.notIncluded('poster.pdf', why['page-size']));
    expect(pages[6]).not.toContain('POSTER');
    expect(pages[7]).toContain('RESTRICTED-7 page 1');
    expect(pages[7]).toContain('restricted.pdf · page 1 of 1');
    // The long invoice: its first 20 pages; the last of them says how many were left out.
    expect(pages[8]).toContain('LONG-INVOICE page 1');
    expect(pages[8]).toContain(`long.pdf · page 1 of ${many}`);
    expect(pages[8]).toContain('Status: Reimbursed');
    const last = pages[7 + MAX_RECEIPT_PAGES]!;
    expect(last).toContain(`LONG-INVOICE page ${MAX_RECEIPT_PAGES}`);
    expect(last).toContain(msg.pdfReceipt.morePages(3));
    expect(pages.join('\f')).not.toContain(`LONG-INVOICE page ${MAX_RECEIPT_PAGES + 1}`);
    if (process.env.ESA_PACKET_PDF_OUT) writeFileSync(process.env.ESA_PACKET_PDF_OUT, res.rawPayload);

    // Another family asks for the same program: 404, nothing of this family's receipts.
    const b = await signUpUser(t.app);
    await refused(b, 'GET', `/api/esa/packet.pdf?${query}`, undefined, 404);
  });
});

describe("a PDF receipt's pages in the packet (the caps)", () => {
  const stamp = {
    head: '#1 · Sep 1, 2026 · Book Barn · $10.00',
    detail: 'Child: Ada',
    lines: ['Book $10.00'],
  };
  const texts = (content: Content[]) => JSON.stringify(content);
  const bytes = new Uint8Array([1]);

  it("takes at most the packet's room, says how many pages were left out, and names a full packet", () => {
    const attach: { pdfs: Uint8Array[]; slots: PdfSlot[] } = { pdfs: [], slots: [] };
    const content: Content[] = [];
    // 23 pages, 5 left in the packet: 5 drawn, "18 more pages" said once, above the last label.
    expect(pdfReceiptPages(content, attach, stamp, 'a.pdf', { bytes, pages: 23 }, 5)).toBe(5);
    expect(attach.slots.map((s) => s.page)).toEqual([0, 1, 2, 3, 4]);
    expect(attach.pdfs).toHaveLength(1);
    expect(texts(content).split(msg.pdfReceipt.morePages(18)).length).toBe(2);
    expect(texts(content)).toContain(msg.pdfReceipt.page('a.pdf', 5, 23));
    // No room left: the stamp and why, nothing to draw.
    const full: Content[] = [];
    expect(pdfReceiptPages(full, attach, stamp, 'b.pdf', { bytes, pages: 2 }, 0)).toBe(0);
    expect(texts(full)).toContain(msg.pdfReceipt.notIncluded('b.pdf', msg.pdfReceipt.why['packet-full']));
    expect(attach.pdfs).toHaveLength(1);
    // A long name is cut short so the label stays one line; the reason names it whole.
    const long = `${'x'.repeat(80)}.pdf`;
    const one: Content[] = [];
    pdfReceiptPages(one, attach, stamp, long, { bytes, pages: 1 }, 10);
    expect(texts(one)).toContain(`${'x'.repeat(59)}… · page 1 of 1`);
    expect(texts(one)).not.toContain('more pages');
  });
});
