import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatSize } from '@shared/domain/file-size';
import { accountDataMessages as m } from '@shared/messages/account-data';
import {
  ARCHIVE_DATA_NAME,
  IMPORT_BODY_LIMIT,
  archiveEntryName,
  type AccountExport,
} from '@shared/schemas/account-data';
import type { StoredFile, WorkSample } from '@shared/schemas/portfolio';
import { snapshotAccount } from '@tests/setup/account-snapshot';
import { apiRequests, dialect, signUpUser, type TestApp, type TestUser } from '@tests/setup/api';
import { archiveEntries, archiveOf } from '@tests/setup/archive';
import { exportWithEveryTable } from '@tests/setup/large-export';
import { joinFamily } from '@tests/setup/members';
import { appWithStore, storedObjects } from '@tests/setup/file-stores';
import { multipartFile, phonePhoto } from '@tests/setup/test-files';

/**
 * The account archive (ADR 029): data.json and every file of the portfolio, streamed out; restored into an empty
 * account with every file byte-identical under new keys, each checked against its row; a damaged, incomplete,
 * padded or foreign archive refused with nothing kept — on the disk store and a real S3-compatible server.
 */

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const WINDOW = 'from=2026-01-01&to=2026-12-31';

const objectCount = async (t: TestApp) => (await storedObjects(t)).length;

function helpers(app: () => TestApp) {
  const { call, ok, refused } = apiRequests(() => app().app);
  const uploaded = async (who: TestUser, name: string, bytes: Buffer, studentId = who.studentId) => {
    const { payload, headers } = multipartFile(name, bytes);
    const res = await app().app.inject({
      method: 'POST',
      url: `/api/students/${studentId}/files`,
      payload,
      headers: { ...headers, cookie: who.cookie },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as StoredFile;
  };
  const download = async (who: TestUser) => {
    const res = await app().app.inject({
      method: 'GET',
      url: '/api/account/archive',
      headers: { cookie: who.cookie },
    });
    return res;
  };
  const importArchive = (who: TestUser, archive: Buffer, type = 'application/x-tar') =>
    app().app.inject({
      method: 'POST',
      url: '/api/account/import/archive',
      payload: archive,
      headers: { cookie: who.cookie, 'content-type': type },
    });
  const fileBytes = async (who: TestUser, studentId: string, id: string, variant: string) => {
    const res = await app().app.inject({
      method: 'GET',
      url: `/api/students/${studentId}/files/${id}/${variant}`,
      headers: { cookie: who.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.rawPayload;
  };
  return { call, ok, refused, uploaded, download, importArchive, fileBytes };
}

/** A family with three samples: two photos (one of them kept twice: the same bytes in two samples), a PDF, a link. */
async function familyWithPortfolio(h: ReturnType<typeof helpers>, app: TestApp) {
  const user = await signUpUser(app.app);
  const cls = await h.ok(user, 'POST', '/api/classes', {
    title: 'Science',
    daysOfWeek: [1],
    startTime: '09:00',
    endTime: '10:00',
    studentIds: [user.studentId],
  });
  const volcano = await phonePhoto('#a33');
  const a = await h.uploaded(user, 'volcano.jpg', volcano);
  const b = await h.uploaded(user, 'leaf.jpg', await phonePhoto('#3a3'));
  const again = await h.uploaded(user, 'volcano-again.jpg', volcano);
  const essay = await h.uploaded(user, 'essay.pdf', PDF);
  const url = `/api/students/${user.studentId}/work-samples`;
  await h.ok(user, 'POST', url, {
    title: 'The volcano',
    date: '2026-03-02',
    classId: cls.id,
    caption: 'It erupted twice.',
    starred: true,
    fileIds: [a.id, b.id],
  });
  await h.ok(user, 'POST', url, {
    title: 'Volcano, once more',
    date: '2026-03-03',
    subject: 'Art',
    fileIds: [again.id],
  });
  await h.ok(user, 'POST', url, {
    title: 'My essay',
    date: '2026-04-01',
    subject: 'Writing',
    fileIds: [essay.id],
  });
  await h.ok(user, 'POST', url, {
    title: 'A video',
    date: '2026-04-02',
    subject: 'Music',
    linkUrl: 'https://example.org/v',
  });
  return { user, files: [a, b, again, essay] };
}

for (const store of ['disk', 's3'] as const) {
  describe(`the account archive on the ${store} store (${dialect})`, () => {
    let s: Awaited<ReturnType<typeof appWithStore>>;
    beforeAll(async () => {
      s = await appWithStore(store);
    });
    afterAll(async () => {
      await s.close();
    });
    const h = helpers(() => s.t);

    it('exports data.json and every file once, and imports it into an empty account byte for byte under new keys', async () => {
      const { user, files } = await familyWithPortfolio(h, s.t);
      const res = await h.download(user);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(res.headers['content-type']).toBe('application/x-tar');
      const entries = await archiveEntries(res.rawPayload);
      const names = [...entries.keys()];
      expect(names[0]).toBe(ARCHIVE_DATA_NAME);
      const data = JSON.parse(entries.get(ARCHIVE_DATA_NAME)!.toString('utf8')) as AccountExport;
      expect(data.tables.files).toHaveLength(4);
      expect(data.tables.workSamples).toHaveLength(4);
      expect(data.tables.workSampleFiles).toHaveLength(4);
      // The twice-kept photo's bytes are in the archive once: 3 originals, 2 distinct photos × 2 versions.
      const shas = new Set(data.tables.files.map((f) => f.sha256));
      expect(shas.size).toBe(3);
      expect(names).toHaveLength(1 + 3 + 2 * 2);
      for (const f of data.tables.files)
        expect(entries.has(archiveEntryName(f.sha256, 'original'))).toBe(true);

      const before = await objectCount(s.t);
      const other = await signUpUser(s.t.app);
      const imported = await h.importArchive(other, res.rawPayload);
      expect(imported.statusCode, imported.body).toBe(200);
      expect(imported.json().imported).toMatchObject({ files: 4, workSamples: 4, workSampleFiles: 4 });
      // Four files: three originals + two photo versions each for three photos = 10 objects (the copy has its own).
      expect(await objectCount(s.t)).toBe(before + 4 + 3 * 2);

      const child = (imported.json().students as { id: string }[])[0]!.id;
      const list = await h.ok<{ samples: WorkSample[] }>(
        other,
        'GET',
        `/api/students/${child}/work-samples?${WINDOW}`,
      );
      expect(list.samples.map((x) => x.title).sort()).toEqual([
        'A video',
        'My essay',
        'The volcano',
        'Volcano, once more',
      ]);
      const volcano = list.samples.find((x) => x.title === 'The volcano')!;
      expect(volcano).toMatchObject({ starred: true, caption: 'It erupted twice.' });
      expect(volcano.files.map((f) => f.name)).toEqual(['volcano.jpg', 'leaf.jpg']);
      // Every version of every file is byte-identical to the one the first family has.
      const theirs = list.samples.flatMap((x) => x.files);
      for (const mine of files) {
        const copy = theirs.find((f) => f.name === mine.name)!;
        expect(copy.id).not.toBe(mine.id);
        for (const variant of mine.kind === 'image' ? ['original', 'thumb', 'web'] : ['original'])
          expect(
            (await h.fileBytes(other, child, copy.id, variant)).equals(
              await h.fileBytes(user, user.studentId, mine.id, variant),
            ),
          ).toBe(true);
      }
      // New keys: no row of the new family names an object of the first.
      const keys = (id: string) =>
        s.t.deps.db
          .selectFrom('files')
          .select(['key', 'thumbKey', 'webKey'])
          .where('userId', '=', id)
          .execute();
      const old = new Set(
        (await keys(user.id)).flatMap((k) => [k.key, k.thumbKey, k.webKey]).filter(Boolean),
      );
      for (const k of (await keys(other.id)).flatMap((r) => [r.key, r.thumbKey, r.webKey]).filter(Boolean))
        expect(old.has(k)).toBe(false);
      // Deleting the first family's copy of the twice-kept photo leaves the second family's untouched.
      const again = list.samples.find((x) => x.title === 'Volcano, once more')!;
      expect((await h.fileBytes(other, child, again.files[0]!.id, 'original')).length).toBeGreaterThan(0);
    });

    it('refuses a damaged, incomplete or padded archive with 400 and keeps nothing of it', async () => {
      const { user } = await familyWithPortfolio(h, s.t);
      const archive = (await h.download(user)).rawPayload;
      const entries = await archiveEntries(archive);
      const data = JSON.parse(entries.get(ARCHIVE_DATA_NAME)!.toString('utf8')) as AccountExport;
      const pdf = archiveEntryName(data.tables.files.find((f) => f.kind === 'document')!.sha256, 'original');
      const changed = new Map(entries);
      const flipped = Buffer.from(entries.get(pdf)!);
      flipped[flipped.length - 2]! ^= 1;
      changed.set(pdf, flipped);
      const missing = new Map(entries);
      missing.delete(pdf);
      const extra = new Map(entries).set('files/0000', Buffer.from('%PDF-1.4 hello'));
      const html = new Map(entries).set(pdf, Buffer.from('<html>'.padEnd(entries.get(pdf)!.length, ' ')));

      const other = await signUpUser(s.t.app);
      const before = await snapshotAccount(s.t.deps.db, other.id);
      const objects = await objectCount(s.t);
      const cases: [Buffer, string][] = [
        [archiveOf(changed), m.archiveDamaged(m.fileDamaged)],
        [archiveOf(html), m.archiveDamaged(m.fileDamaged)],
        [archiveOf(missing), m.archiveDamaged(m.missingFiles(1))],
        [archiveOf(extra), m.archiveDamaged(m.unexpectedFile)],
        [archive.subarray(0, archive.length - 2048), m.archiveDamaged('it ends before its last file.')],
        [archiveOf([...entries].slice(1)), m.notAnArchive],
        [Buffer.from(JSON.stringify(data)), m.notAnArchive],
      ];
      for (const [bytes, message] of cases) {
        const res = await h.importArchive(other, bytes);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().error.message).toBe(message);
        expect(await snapshotAccount(s.t.deps.db, other.id)).toBe(before);
        expect(await objectCount(s.t)).toBe(objects);
      }
      // Not a tar at all: the JSON route's type is refused here.
      const json = await s.t.app.inject({
        method: 'POST',
        url: '/api/account/import/archive',
        payload: data,
        headers: { cookie: other.cookie },
      });
      expect(json.statusCode).toBe(415);
      expect(json.json().error.message).toBe(m.notAnArchive);
      // The untouched archive still imports.
      expect((await h.importArchive(other, archive)).statusCode).toBe(200);
    });
  });
}

describe(`the archive's limits and rights (${dialect})`, () => {
  let s: Awaited<ReturnType<typeof appWithStore>>;
  beforeAll(async () => {
    s = await appWithStore('disk');
  });
  afterAll(async () => {
    await s.close();
  });
  const h = helpers(() => s.t);

  it('refuses an account that is not empty, and files over the family quota, before storing a byte', async () => {
    const { user } = await familyWithPortfolio(h, s.t);
    const archive = (await h.download(user)).rawPayload;
    const objects = await objectCount(s.t);
    const notEmpty = await h.importArchive(user, archive);
    expect(notEmpty.statusCode).toBe(409);
    expect(notEmpty.json().error.message).toBe(m.notEmpty);
    expect(await objectCount(s.t)).toBe(objects);

    const small = await appWithStore('disk', {
      fileLimits: { ...s.t.deps.fileLimits, familyQuotaBytes: 1_000 },
    });
    try {
      const other = await signUpUser(small.t.app);
      const res = await helpers(() => small.t).importArchive(other, archive);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error.message).toBe(m.archiveOverQuota(formatSize(1_000)));
      expect(await objectCount(small.t)).toBe(0);
    } finally {
      await small.close();
    }
  });

  it('sends a JSON file that lists files to the archive; only the owner downloads or imports one', async () => {
    const { user } = await familyWithPortfolio(h, s.t);
    const data = await h.ok(user, 'GET', '/api/account/export');
    const other = await signUpUser(s.t.app);
    await h.refused(other, 'POST', '/api/account/import', data, 400, m.filesNeedArchive(4));
    const viewer = await signUpUser(s.t.app);
    await joinFamily(s.t, viewer, user.id, 'viewer');
    expect((await h.call(viewer, 'GET', '/api/account/archive')).statusCode).toBe(403);
    expect((await h.importArchive(viewer, Buffer.alloc(1024))).statusCode).toBe(403);
    expect((await h.call(null, 'GET', '/api/account/archive')).statusCode).toBe(401);
  });

  it('imports records larger than the JSON import takes: whatever the export makes comes back', async () => {
    // 36 MB of records (past the JSON import's 32 MB) in few rows: events with long descriptions.
    const base = exportWithEveryTable(1);
    const events = Array.from({ length: 7_600 }, (_, i) => ({
      ...base.tables.calendarEvents[0]!,
      id: `big-${i}`,
      classId: null,
      description: `Notes ${i} `.padEnd(5000, 'x'),
    }));
    const file = { ...base, tables: { ...base.tables, calendarEvents: events } };
    const json = Buffer.from(JSON.stringify(file));
    expect(json.length).toBeGreaterThan(IMPORT_BODY_LIMIT);
    const user = await signUpUser(s.t.app);
    const res = await h.importArchive(user, archiveOf([[ARCHIVE_DATA_NAME, json]]));
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json().imported.calendarEvents).toBe(events.length);
    const back = await h.ok<AccountExport>(user, 'GET', '/api/account/export');
    expect(back.tables.calendarEvents.map((e) => e.description).sort()).toEqual(
      events.map((e) => e.description).sort(),
    );
  });
});
