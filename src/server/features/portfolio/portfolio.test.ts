import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequests, dialect, signUpUser, type TestApp, type TestUser } from '@tests/setup/api';
import { childSignedIn, joinFamily } from '@tests/setup/members';
import { appWithStore, storedObjects } from '@tests/setup/file-stores';
import { bombPng, multipartFile, phonePhoto, phoneVideo, VIDEO_LOCATION } from '@tests/setup/test-files';
import { portfolioMessages as m } from '@shared/messages/portfolio';
import type { StoredFile, WorkSample } from '@shared/schemas/portfolio';
import { sweepFiles } from './file-cleanup';

const WINDOW = 'from=2026-01-01&to=2026-12-31';

const fileRows = (t: TestApp, familyId: string) =>
  t.deps.db.selectFrom('files').selectAll().where('userId', '=', familyId).execute();

function helpers(app: () => TestApp) {
  const { call, ok, refused } = apiRequests(() => app().app);
  const upload = (who: TestUser | string, studentId: string, name: string, bytes: Buffer, cut = false) => {
    const { payload, headers } = multipartFile(name, bytes, { cut });
    const cookie = typeof who === 'string' ? who : who.cookie;
    return app().app.inject({
      method: 'POST',
      url: `/api/students/${studentId}/files`,
      payload,
      headers: { ...headers, cookie },
    });
  };
  const uploaded = async (who: TestUser | string, studentId: string, name: string, bytes: Buffer) => {
    const res = await upload(who, studentId, name, bytes);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as StoredFile;
  };
  const fetchFile = (who: TestUser | string, studentId: string, id: string, variant: string) =>
    app().app.inject({
      method: 'GET',
      url: `/api/students/${studentId}/files/${id}/${variant}`,
      headers: { cookie: typeof who === 'string' ? who : who.cookie },
    });
  const samples = (u: TestUser | string, studentId: string) => `/api/students/${studentId}/work-samples`;
  return { call, ok, refused, upload, uploaded, fetchFile, samples };
}

for (const store of ['disk', 's3'] as const) {
  describe(`files and work samples on the ${store} store (${dialect})`, () => {
    let s: Awaited<ReturnType<typeof appWithStore>>;
    beforeAll(async () => {
      s = await appWithStore(store);
    });
    afterAll(async () => s?.close());
    const h = helpers(() => s.t);

    it("keeps a phone's photo without its location, serves its versions to the family only, and removes them with the sample", async () => {
      const u = await signUpUser(s.t.app);
      const other = await signUpUser(s.t.app);
      const photo = await uploaded(h, u, 'Wulkan Łukasza 日本.jpg');
      expect(photo).toMatchObject({ kind: 'image', contentType: 'image/jpeg', width: 320, height: 640 });
      expect(photo.name).toBe('Wulkan Łukasza 日本.jpg');

      for (const variant of ['thumb', 'web', 'original']) {
        const res = await h.fetchFile(u, u.studentId, photo.id, variant);
        expect(res.statusCode, `${variant}: ${res.body}`).toBe(200);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['content-security-policy']).toContain('sandbox');
        expect(res.headers['cache-control']).toBe('private, max-age=3600');
        expect(res.headers['content-disposition']).toMatch(
          variant === 'original' ? /^attachment; / : /^inline; /,
        );
        const meta = await sharp(res.rawPayload).metadata();
        expect(meta.exif, variant).toBeUndefined();
        expect(meta.xmp, variant).toBeUndefined();
        expect(res.rawPayload.includes(Buffer.from('GPS')), variant).toBe(false);
        expect(meta.height!, variant).toBeGreaterThan(meta.width!);
        const again = await s.t.app.inject({
          method: 'GET',
          url: `/api/students/${u.studentId}/files/${photo.id}/${variant}`,
          headers: { cookie: u.cookie, 'if-none-match': res.headers.etag as string },
        });
        expect(again.statusCode).toBe(304);
      }
      expect(
        (await h.fetchFile(u, u.studentId, photo.id, 'original')).headers['content-disposition'],
      ).toContain("filename*=UTF-8''Wulkan%20%C5%81ukasza%20%E6%97%A5%E6%9C%AC.jpg");

      // Another family: 404 for the file by its id, and for its own child's path with this id.
      expect((await h.fetchFile(other, u.studentId, photo.id, 'thumb')).statusCode).toBe(404);
      expect((await h.fetchFile(other, other.studentId, photo.id, 'thumb')).statusCode).toBe(404);
      expect((await h.fetchFile(u, u.studentId, photo.id, 'huge')).statusCode).toBe(400);

      const sample = await h.ok<WorkSample>(u, 'POST', h.samples(u, u.studentId), {
        title: 'The volcano',
        date: '2026-03-14',
        subject: 'Science',
        caption: 'Baking soda and vinegar',
        fileIds: [photo.id],
      });
      expect(sample).toMatchObject({
        title: 'The volcano',
        subject: 'Science',
        starred: false,
        pending: false,
      });
      expect(sample.files.map((f) => f.id)).toEqual([photo.id]);
      const list = await h.ok(u, 'GET', `${h.samples(u, u.studentId)}?${WINDOW}`);
      expect(list.samples.map((x: WorkSample) => x.id)).toEqual([sample.id]);
      expect((await h.call(other, 'GET', `${h.samples(other, u.studentId)}/${sample.id}`)).statusCode).toBe(
        404,
      );

      const objects = await storedObjects(s.t);
      expect(objects.length).toBeGreaterThanOrEqual(3);
      await h.ok(u, 'DELETE', `${h.samples(u, u.studentId)}/${sample.id}`);
      expect(await fileRows(s.t, u.id)).toHaveLength(0);
      const left = await storedObjects(s.t);
      for (const key of objects.filter((k) => k.startsWith(`f-${u.id.toLowerCase()}`)))
        expect(left).not.toContain(key);
      expect((await h.fetchFile(u, u.studentId, photo.id, 'thumb')).statusCode).toBe(404);
    });

    it('refuses hostile and broken files with a clear 4xx and keeps nothing of them', async () => {
      const u = await signUpUser(s.t.app);
      const before = (await storedObjects(s.t)).length;
      const jpeg = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#fff' } })
        .jpeg()
        .toBuffer();
      const cases: [string, Buffer, number, string | RegExp][] = [
        ['empty.jpg', Buffer.alloc(0), 400, m.emptyFile],
        ['page.html', Buffer.from('<!doctype html><script>alert(1)</script>'), 415, m.unsupportedType],
        [
          'pic.svg',
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'),
          415,
          m.unsupportedType,
        ],
        [
          'setup.exe',
          Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
          415,
          m.unsupportedType,
        ],
        ['bomb.png', bombPng(20_000), 400, /too large/],
        ['cut.jpg', (await phonePhoto()).subarray(0, 400), 400, /cut off|cannot be read/],
      ];
      for (const [name, bytes, status, message] of cases) {
        const res = await h.upload(u, u.studentId, name, bytes);
        expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
        expect(res.json().error.message, name).toMatch(message);
      }
      // A JPEG/HTML polyglot is kept as a JPEG, re-encoded: no served byte carries the markup.
      const polyglot = await uploaded(
        h,
        u,
        'poly.jpg',
        Buffer.concat([jpeg, Buffer.from('<html><script>x</script>')]),
      );
      const original = await h.fetchFile(u, u.studentId, polyglot.id, 'original');
      expect(original.rawPayload.includes(Buffer.from('<script'))).toBe(false);
      // The type comes from the bytes: a PNG named .pdf is a PNG; a path and control characters leave the name.
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .png()
        .toBuffer();
      const renamed = await uploaded(h, u, '../../etc/\u0001report.pdf', png);
      expect(renamed).toMatchObject({ contentType: 'image/png', kind: 'image', name: 'report.pdf' });
      const pdf = await uploaded(
        h,
        u,
        'essay.png',
        Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
      );
      expect(pdf).toMatchObject({ contentType: 'application/pdf', kind: 'document' });
      expect((await h.fetchFile(u, u.studentId, pdf.id, 'thumb')).statusCode).toBe(404);
      // A player's byte range: 206 with the part, 416 past the end.
      const ranged = (range: string) =>
        s.t.app.inject({
          method: 'GET',
          url: `/api/students/${u.studentId}/files/${pdf.id}/web`,
          headers: { cookie: u.cookie, range },
        });
      const part = await ranged('bytes=0-7');
      expect(part.statusCode, part.body).toBe(206);
      expect(part.body).toBe('%PDF-1.7');
      expect(part.headers['content-range']).toBe(`bytes 0-7/${pdf.size}`);
      expect(part.headers['accept-ranges']).toBe('bytes');
      expect((await ranged(`bytes=${pdf.size}-`)).statusCode).toBe(416);

      // A body cut off mid-upload, a request that is no upload, a form with another field.
      const cutOff = await h.upload(u, u.studentId, 'half.jpg', await phonePhoto(), true);
      expect(cutOff.statusCode, cutOff.body).toBe(400);
      await h.refused(u, 'POST', `/api/students/${u.studentId}/files`, { file: 'x' }, 415, m.notMultipart);
      const wrongField = multipartFile('a.jpg', jpeg, { field: 'photo' });
      const res = await s.t.app.inject({
        method: 'POST',
        url: `/api/students/${u.studentId}/files`,
        payload: wrongField.payload,
        headers: { ...wrongField.headers, cookie: u.cookie },
      });
      expect(res.statusCode, res.body).toBe(400);

      expect((await fileRows(s.t, u.id)).map((f) => f.id).sort()).toEqual(
        [polyglot.id, renamed.id, pdf.id].sort(),
      );
      // Each kept file: the original and, for a photo, its two sizes. Nothing else was left behind.
      expect((await storedObjects(s.t)).length - before).toBe(3 + 3 + 1);
    });

    it("keeps a phone's video without its location, byte for byte the same size, hashed as stored", async () => {
      const u = await signUpUser(s.t.app);
      const before = (await storedObjects(s.t)).length;
      for (const [name, bytes] of [
        ['volcano.mp4', phoneVideo()],
        ['IMG_0001.MOV', phoneVideo({ moovLast: true, brand: 'qt  ', mdatBytes: 300_000 })],
      ] as const) {
        expect(bytes.includes(Buffer.from(VIDEO_LOCATION))).toBe(true);
        const video = await h.uploaded(u, u.studentId, name, bytes);
        expect(video, name).toMatchObject({ kind: 'video', contentType: 'video/mp4', size: bytes.length });
        const original = await h.fetchFile(u, u.studentId, video.id, 'original');
        expect(original.statusCode, original.body).toBe(200);
        const stored = original.rawPayload;
        expect(stored.length, name).toBe(bytes.length);
        for (const text of [VIDEO_LOCATION, 'com.apple.quicktime.location', '\u00a9xyz', 'loci'])
          expect(stored.includes(Buffer.from(text, 'latin1')), `${name}: ${text}`).toBe(false);
        expect(stored.includes(Buffer.from('com.apple.quicktime.make')), name).toBe(true);
        const row = (await fileRows(s.t, u.id)).find((f) => f.id === video.id)!;
        expect(row.sha256, name).toBe(createHash('sha256').update(stored).digest('hex'));
        expect(row.size, name).toBe(bytes.length);
      }

      // A video cut off before its moov has all arrived: refused, nothing kept.
      const cut = phoneVideo({ moovLast: true });
      const res = await h.upload(u, u.studentId, 'cut.mp4', cut.subarray(0, cut.length - 10));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toBe(m.videoDamaged);
      expect(await fileRows(s.t, u.id)).toHaveLength(2);
      expect((await storedObjects(s.t)).length - before).toBe(2);
    });

    async function uploaded(hh: typeof h, u: TestUser, name: string, bytes?: Buffer) {
      return hh.uploaded(u, u.studentId, name, bytes ?? (await phonePhoto()));
    }
  });
}

describe(`work samples: rules and rights (${dialect})`, () => {
  let s: Awaited<ReturnType<typeof appWithStore>>;
  beforeAll(async () => {
    s = await appWithStore('disk');
  });
  afterAll(async () => s?.close());
  const h = helpers(() => s.t);

  async function secondChild(u: TestUser): Promise<string> {
    const res = await h.call(u, 'POST', '/api/students', { name: 'Second Child', age: 8 });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  }

  it('refuses bad input and another family’s ids, writing nothing; edits, stars and moves a sample with its files', async () => {
    const u = await signUpUser(s.t.app);
    const other = await signUpUser(s.t.app);
    const base = h.samples(u, u.studentId);
    const photo = await h.uploaded(u, u.studentId, 'a.jpg', await phonePhoto());
    const theirs = await h.uploaded(other, other.studentId, 'b.jpg', await phonePhoto());

    const day = { title: 'X', date: '2026-03-01' };
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ title: 'Nothing', date: '2026-03-01' }, 400, m.nothingKept],
      [{ ...day, title: '', fileIds: [photo.id] }, 400, m.titleRequired],
      [{ ...day, date: '2026-02-30', fileIds: [photo.id] }, 400, m.dateInvalid],
      [{ ...day, linkUrl: 'javascript:alert(1)' }, 400, m.linkInvalid],
      [{ ...day, fileIds: [theirs.id] }, 404, m.fileNotFound],
      [{ ...day, fileIds: [photo.id], classId: 'nope' }, 404, m.classNotFound],
    ];
    for (const [body, status, message] of refusals) await h.refused(u, 'POST', base, body, status, message);
    await h.refused(u, 'GET', `${base}?from=2026-12-31&to=2026-01-01`, undefined, 400, m.windowOrder);
    expect(
      await s.t.deps.db.selectFrom('workSamples').selectAll().where('userId', '=', u.id).execute(),
    ).toHaveLength(0);

    const link = await h.ok<WorkSample>(u, 'POST', base, {
      title: 'Recital',
      date: '2026-05-02',
      linkUrl: 'https://example.com/recital',
    });
    const sample = await h.ok<WorkSample>(u, 'POST', base, {
      title: 'Map',
      date: '2026-04-01',
      fileIds: [photo.id],
    });
    await h.refused(
      u,
      'POST',
      base,
      { title: 'Again', date: '2026-04-01', fileIds: [photo.id] },
      409,
      m.fileTaken,
    );

    // An edit is held to the same rules, and a refused one changes nothing.
    const before = await h.ok<WorkSample>(u, 'GET', `${base}/${sample.id}`);
    const edits: [Record<string, unknown>, number, string][] = [
      [{ title: '' }, 400, m.titleRequired],
      [{ date: '2026-13-01' }, 400, m.dateInvalid],
      [{ fileIds: [] }, 400, m.nothingKept],
      [{ fileIds: [photo.id, theirs.id] }, 404, m.fileNotFound],
      [{ lessonId: 'nope' }, 404, m.lessonNotFound],
    ];
    for (const [body, status, message] of edits)
      await h.refused(u, 'PATCH', `${base}/${sample.id}`, body, status, message);
    expect(await h.ok<WorkSample>(u, 'GET', `${base}/${sample.id}`)).toEqual(before);

    const starred = await h.ok<WorkSample>(u, 'PATCH', `${base}/${sample.id}`, {
      starred: true,
      caption: 'Best map',
    });
    expect(starred).toMatchObject({ starred: true, caption: 'Best map' });
    const onlyStarred = await h.ok(u, 'GET', `${base}?${WINDOW}&starred=true`);
    expect(onlyStarred.samples.map((x: WorkSample) => x.id)).toEqual([sample.id]);
    const all = await h.ok(u, 'GET', `${base}?${WINDOW}`);
    expect(all.samples.map((x: WorkSample) => x.id)).toEqual([link.id, sample.id]);

    // Another family cannot read, change or delete it.
    await h.refused(
      other,
      'PATCH',
      `${h.samples(other, other.studentId)}/${sample.id}`,
      { title: 'Mine' },
      404,
    );
    await h.refused(other, 'DELETE', `${h.samples(other, other.studentId)}/${sample.id}`, undefined, 404);
    await h.refused(u, 'PATCH', `${base}/${sample.id}`, { studentId: other.studentId }, 404, m.childNotFound);

    // Moved to the second child: the files go with it.
    const second = await secondChild(u);
    const moved = await h.ok<WorkSample>(u, 'PATCH', `${base}/${sample.id}`, { studentId: second });
    expect(moved.studentId).toBe(second);
    expect((await h.fetchFile(u, second, photo.id, 'thumb')).statusCode).toBe(200);
    expect((await h.fetchFile(u, u.studentId, photo.id, 'thumb')).statusCode).toBe(404);
    expect((await h.call(u, 'GET', `${base}/${sample.id}`)).statusCode).toBe(404);
  });

  it('lets a viewer see but not change, and a child add only their own, waiting for a parent when asked', async () => {
    const u = await signUpUser(s.t.app);
    const base = h.samples(u, u.studentId);
    const photo = await h.uploaded(u, u.studentId, 'a.jpg', await phonePhoto());
    const sample = await h.ok<WorkSample>(u, 'POST', base, {
      title: 'Map',
      date: '2026-04-01',
      fileIds: [photo.id],
    });

    const viewer = await signUpUser(s.t.app);
    await joinFamily(s.t, viewer, u.id, 'viewer');
    expect((await h.call(viewer, 'GET', `${base}?${WINDOW}`)).statusCode).toBe(200);
    expect((await h.fetchFile(viewer, u.studentId, photo.id, 'web')).statusCode).toBe(200);
    await h.refused(viewer, 'PATCH', `${base}/${sample.id}`, { title: 'No' }, 403);
    await h.refused(viewer, 'DELETE', `${base}/${sample.id}`, undefined, 403);
    expect((await h.upload(viewer.cookie, u.studentId, 'v.jpg', await phonePhoto())).statusCode).toBe(403);

    await h.ok(u, 'PATCH', '/api/settings', { confirmCompletions: true });
    const second = await secondChild(u);
    const child = await childSignedIn(s.t, u.id, u.studentId);
    const own = await h.uploaded(child, u.studentId, 'mine.jpg', await phonePhoto('#a37'));
    const learned = await h.ok<WorkSample>(child, 'POST', base, {
      title: 'I learned about volcanoes',
      date: '2026-04-02',
      subject: 'Science',
      minutes: 30,
      starred: true,
      fileIds: [own.id],
    });
    expect(learned).toMatchObject({ pending: true, starred: false, minutes: 30 });
    expect((await h.call(child, 'GET', `${base}?${WINDOW}`)).statusCode).toBe(200);
    // Not another child's portfolio, and not a parent's edit.
    expect((await h.call(child, 'GET', `${h.samples(u, second)}?${WINDOW}`)).statusCode).toBe(404);
    expect((await h.upload(child, second, 'x.jpg', await phonePhoto())).statusCode).toBe(404);
    await h.refused(child, 'PATCH', `${base}/${learned.id}`, { starred: true }, 403);
  });

  it('holds each file to its size limit and the family to its quota (413, 409), and shows the usage', async () => {
    const small = await appWithStore('disk', {
      fileLimits: { maxFileBytes: 20_000, maxVideoBytes: 40_000, familyQuotaBytes: 60_000 },
    });
    const hs = helpers(() => small.t);
    try {
      const u = await signUpUser(small.t.app);
      const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(30_000, 0x20)]);
      const tooBig = await hs.upload(u, u.studentId, 'big.pdf', big);
      expect(tooBig.statusCode, tooBig.body).toBe(413);
      expect(tooBig.json().error.message).toBe(m.fileTooLarge('20 KB'));
      const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(19_000, 0x20)]);
      const second = await hs.ok<{ id: string }>(u, 'POST', '/api/students', { name: 'Second', age: 8 });
      const third = await hs.ok<{ id: string }>(u, 'POST', '/api/students', { name: 'Third', age: 6 });
      for (let i = 0; i < 2; i++) await hs.uploaded(u, u.studentId, `p${i}.pdf`, pdf);
      await hs.uploaded(u, second.id, 'p2.pdf', pdf);
      const full = await hs.upload(u, u.studentId, 'p4.pdf', pdf);
      expect(full.statusCode, full.body).toBe(409);
      expect(full.json().error.message).toMatch(/storage is full/);

      // The usage, in all and per child (a child with no file is not listed); another family's files are not
      // counted; a viewer reads it, a child and no session cannot.
      const other = await signUpUser(small.t.app);
      const usage = await hs.ok(u, 'GET', '/api/files/usage');
      expect({ ...usage, children: [] }).toEqual({
        usedBytes: 3 * pdf.length,
        quotaBytes: 60_000,
        maxFileBytes: 20_000,
        maxVideoBytes: 40_000,
        children: [],
      });
      const byChild = (list: { studentId: string; usedBytes: number }[]) =>
        [...list].sort((a, b) => b.usedBytes - a.usedBytes);
      expect(byChild(usage.children)).toEqual([
        { studentId: u.studentId, usedBytes: 2 * pdf.length },
        { studentId: second.id, usedBytes: pdf.length },
      ]);
      expect(usage.children.map((c: { studentId: string }) => c.studentId)).not.toContain(third.id);
      expect(await hs.ok(other, 'GET', '/api/files/usage')).toMatchObject({ usedBytes: 0, children: [] });
      const viewer = await signUpUser(small.t.app);
      await joinFamily(small.t, viewer, u.id, 'viewer');
      expect(await hs.ok(viewer, 'GET', '/api/files/usage')).toEqual(usage);
      const child = await childSignedIn(small.t, u.id, u.studentId);
      await hs.refused(child, 'GET', '/api/files/usage', undefined, 403);
      await hs.refused(null, 'GET', '/api/files/usage', undefined, 401);
      expect(await fileRows(small.t, u.id)).toHaveLength(3);
      expect(await storedObjects(small.t)).toHaveLength(3);
    } finally {
      await small.close();
    }
  });

  it("removes a child's and the account's stored files once their rows are deleted", async () => {
    const u = await signUpUser(s.t.app);
    const second = await secondChild(u);
    const ownKeys = async () =>
      (await storedObjects(s.t)).filter((k) => k.startsWith(`f-${u.id.toLowerCase()}/`));
    const theirs = await h.uploaded(u, second, 'second.jpg', await phonePhoto());
    await h.ok(u, 'POST', h.samples(u, second), {
      title: 'Second',
      date: '2026-04-01',
      fileIds: [theirs.id],
    });
    const first = await h.uploaded(u, u.studentId, 'first.pdf', Buffer.from('%PDF-1.7\nfirst\n'));
    expect(await ownKeys()).toHaveLength(4);

    await h.ok(u, 'DELETE', `/api/students/${second}`);
    expect(await ownKeys()).toHaveLength(1);
    expect((await h.fetchFile(u, u.studentId, first.id, 'original')).statusCode).toBe(200);

    await h.ok(u, 'POST', '/api/account/delete', { password: u.password });
    expect(await ownKeys()).toHaveLength(0);
  });

  it('sweeps uploads never saved into a sample and objects with no row, after an hour', async () => {
    const u = await signUpUser(s.t.app);
    const stray = await h.uploaded(u, u.studentId, 'stray.pdf', Buffer.from('%PDF-1.7\nstray\n'));
    const kept = await h.uploaded(u, u.studentId, 'kept.pdf', Buffer.from('%PDF-1.7\nkept\n'));
    await h.ok(u, 'POST', h.samples(u, u.studentId), {
      title: 'Kept',
      date: '2026-04-01',
      fileIds: [kept.id],
    });
    const orphanKey = `f-orphan/${'0'.repeat(32)}`;
    await s.t.deps.files.put(
      orphanKey,
      (async function* () {
        yield Buffer.from('left over');
      })() as never,
      { contentType: 'application/octet-stream' },
    );

    // Within the hour nothing is touched.
    expect(await sweepFiles(s.t.deps)).toEqual({ strayFiles: 0, orphanObjects: 0 });
    const later = new Date(Date.now() + 2 * 60 * 60 * 1000);
    const swept = await sweepFiles(s.t.deps, later);
    expect(swept.strayFiles).toBeGreaterThanOrEqual(1);
    expect(swept.orphanObjects).toBeGreaterThanOrEqual(1);
    expect((await fileRows(s.t, u.id)).map((f) => f.id)).toEqual([kept.id]);
    expect(await storedObjects(s.t)).not.toContain(orphanKey);
    expect((await h.fetchFile(u, u.studentId, stray.id, 'original')).statusCode).toBe(404);
    expect((await h.fetchFile(u, u.studentId, kept.id, 'original')).statusCode).toBe(200);
  });
});
