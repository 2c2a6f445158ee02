import type { Content, TableCell } from 'pdfmake/interfaces';
import {
  BUNDLE_PER_SUBJECT,
  bySubject,
  MAX_PACKET_SAMPLES,
  packetSelection,
  type PacketChoice,
  type PacketSelection,
  type SubjectGroup,
} from '@shared/domain/portfolio-packet';
import { portfolioMessages as m } from '@shared/messages/portfolio';
import { dateLabel } from '@shared/messages/school-years';
import type { StoredFile, WorkSample } from '@shared/schemas/portfolio';
import type { AppDeps } from '../../deps';
import { readObject } from '../../files/file-store';
import { pdfImage } from '../../files/images';
import { dataTable } from '../../pdf/pdf-layout';
import type { StudentKey } from '../../scope/scope';
import * as files from './files.repository';
import { keptSamples } from './work-samples.service';

/**
 * The portfolio in the records (issue 36): the year-end bundle's section (by subject, a thumbnail per sample) and
 * the portfolio packet (a cover, then each chosen sample with a large image). Only kept samples (none waiting for
 * a parent). Images come from the file store's smaller versions (never an original), one at a time, as JPEG
 * data URLs: the PDF thread receives plain data (ADR 021) and pdfmake embeds no WebP.
 */

export interface PortfolioPeriod {
  /** 'Fall 2026' or 'Term 1 · Fall 2026'. */
  label: string;
  from: string;
  to: string;
}

/** A thumbnail (320 px WebP) printed about 90 pt wide; a web version (1600 px) at most 1000 px for a page. */
const THUMB_PX = 320;
const PACKET_PX = 1000;

const firstPhoto = (sample: WorkSample): StoredFile | undefined =>
  sample.files.find((f) => f.kind === 'image');

/**
 * Each sample's first photo as a JPEG data URL, by file id: the `thumb` or the `web` version, read and converted
 * one at a time (a missing or unreadable version is left out: the sample gets a label instead).
 */
async function photosOf(
  deps: AppDeps,
  child: StudentKey,
  samples: readonly WorkSample[],
  variant: 'thumb' | 'web',
): Promise<Map<string, string>> {
  const ids = samples.map(firstPhoto).flatMap((f) => (f ? [f.id] : []));
  const out = new Map<string, string>();
  for (const file of await files.findFiles(deps.db, child, ids)) {
    const key = variant === 'thumb' ? file.thumbKey : file.webKey;
    if (!key) continue;
    try {
      const bytes = await readObject(deps.files, key);
      if (!bytes) continue;
      const jpeg = await pdfImage(bytes, variant === 'thumb' ? THUMB_PX : PACKET_PX);
      out.set(file.id, `data:image/jpeg;base64,${jpeg.toString('base64')}`);
    } catch {
      // An unreadable version: the sample is printed with a label, the rest of the PDF still made.
    }
  }
  return out;
}

/** '2 photos · 1 PDF · 1 recording' (nothing for a single photo: its image says it). */
function filesLabel(sample: WorkSample): string {
  const counts = new Map<StoredFile['kind'], number>();
  for (const f of sample.files) counts.set(f.kind, (counts.get(f.kind) ?? 0) + 1);
  if (sample.files.length === 1 && counts.get('image') === 1) return '';
  return [...counts.entries()]
    .map(([kind, n]) => `${n} ${m.pdfFileCount[kind][n === 1 ? 0 : 1]}`)
    .join(' · ');
}

/** What stands in for a photo: a grey box with the first file's kind, or 'Link'. */
const placeholder = (sample: WorkSample, height: number): Content => ({
  table: {
    widths: ['*'],
    body: [
      [
        {
          text: m.pdfPlaceholder[sample.files[0]?.kind ?? 'link'],
          alignment: 'center',
          bold: true,
          color: '#4b5563',
          fillColor: '#f3f4f6',
          fontSize: 9,
          margin: [0, height / 2 - 6, 0, height / 2 - 6],
        },
      ],
    ],
  },
  layout: 'noBorders',
});

/** The words of a sample: title, date (in a packet the subject), class, best work, caption, files, link. */
function sampleText(sample: WorkSample, large: boolean): Content[] {
  const when = [dateLabel(sample.date)];
  // A packet's page may continue a subject begun on the page before: each sample names it.
  if (large) when.push(sample.subject ?? m.pdfNoSubject);
  if (sample.className && sample.className !== sample.subject) when.push(sample.className);
  const out: Content[] = [
    { text: sample.title, bold: true, fontSize: large ? 14 : 11 },
    {
      text: [
        { text: when.join(' · '), color: '#4b5563' },
        ...(sample.starred ? [{ text: `  ${m.pdfBestWork}`, bold: true, color: '#b45309' }] : []),
      ],
      fontSize: large ? 10 : 9,
      margin: [0, 1, 0, 3],
    },
  ];
  if (sample.caption) out.push({ text: sample.caption, margin: [0, 0, 0, 3] });
  const label = filesLabel(sample);
  if (label) out.push({ text: label, style: 'muted' });
  if (sample.linkUrl) out.push({ text: sample.linkUrl, style: 'muted' });
  return out;
}

/**
 * The year-end bundle's portfolio section: the period's kept samples by subject, at most BUNDLE_PER_SUBJECT of
 * each (the starred, then the newest; the section says so and counts the rest), each with its first photo's
 * thumbnail or a label. Nothing when the period has no kept sample.
 */
export async function portfolioSection(
  deps: AppDeps,
  child: StudentKey,
  who: { name: string },
  period: PortfolioPeriod,
): Promise<Content[]> {
  const samples = await keptSamples(deps.db, child, period);
  if (samples.length === 0) return [];
  const groups = bySubject(samples, m.pdfNoSubject, BUNDLE_PER_SUBJECT);
  const photos = await photosOf(
    deps,
    child,
    groups.flatMap((g) => g.samples),
    'thumb',
  );
  const thumb = (sample: WorkSample): Content => {
    const photo = firstPhoto(sample);
    const data = photo && photos.get(photo.id);
    return data ? { image: data, fit: [84, 84], alignment: 'center' } : placeholder(sample, 60);
  };
  // Plain data only (the PDF thread takes no functions): columns and a drawn rule rather than a table's layout.
  const row = (sample: WorkSample): Content[] => [
    {
      columns: [
        { width: 88, stack: [thumb(sample)] },
        { width: '*', stack: sampleText(sample, false) },
      ],
      columnGap: 12,
    },
    {
      canvas: [{ type: 'line', x1: 0, y1: 0, x2: 532, y2: 0, lineWidth: 0.5, lineColor: '#e5e7eb' }],
      margin: [0, 8, 0, 8],
    },
  ];
  return [
    { text: m.pdfSectionTitle(who.name), style: 'title' },
    { text: period.label, style: 'subtitle', margin: [0, 0, 0, 2] },
    { text: m.pdfSectionCap(BUNDLE_PER_SUBJECT), style: 'muted', margin: [0, 0, 0, 6] },
    ...groups.flatMap(({ subject, samples: [first, ...rest], leftOut }): Content[] => [
      // A subject's name never ends a page: it stays with its first sample, and no sample is split.
      { unbreakable: true, stack: [{ text: subject, style: 'heading' }, ...row(first!)] },
      ...rest.map((sample): Content => ({ unbreakable: true, stack: row(sample) })),
      ...(leftOut ? [{ text: m.pdfLeftOut(leftOut), style: 'muted', margin: [0, 0, 0, 4] } as Content] : []),
    ]),
  ];
}

/** The packet's samples of a period (kept ones only): every starred one, or N per subject. */
export async function packetSamples(
  deps: AppDeps,
  child: StudentKey,
  period: PortfolioPeriod,
  choice: PacketChoice,
  perSubject: number,
): Promise<PacketSelection<WorkSample>> {
  return packetSelection(await keptSamples(deps.db, child, period), choice, perSubject, m.pdfNoSubject);
}

export interface PacketCover {
  name: string;
  grade: string;
  period: PortfolioPeriod;
  /** 'Aug 17, 2026 – Jun 4, 2027'. */
  dates: string;
  choice: PacketChoice;
  perSubject: number;
  /** The family's today, printed as 'Generated'. */
  today: string;
}

/**
 * A subject of the packet, from a new page: its name, then each sample, its photo up to 400 pt high (a document,
 * recording, video or link: a label). A photo is never split from its title; a long caption flows on.
 */
function subjectPages(group: SubjectGroup<WorkSample>, photos: Map<string, string>): Content {
  return {
    pageBreak: 'before',
    stack: [
      { text: group.subject, style: 'title', margin: [0, 0, 0, 10] },
      ...group.samples.map((sample): Content => {
        const photo = firstPhoto(sample);
        const data = photo && photos.get(photo.id);
        if (!data)
          return {
            margin: [0, 0, 0, 18],
            columns: [
              { width: 88, stack: [placeholder(sample, 40)] },
              { width: '*', stack: sampleText(sample, true) },
            ],
            columnGap: 12,
          };
        // The photo, title and date stay together (on the next page when they do not fit); a caption flows on.
        const [title, when, ...rest] = sampleText(sample, true);
        return {
          margin: [0, 0, 0, 18],
          stack: [
            {
              unbreakable: true,
              stack: [
                { image: data, fit: [532, 400], alignment: 'center', margin: [0, 0, 0, 10] },
                title!,
                when!,
              ],
            },
            ...rest,
          ],
        };
      }),
    ],
  };
}

/** The portfolio packet: a cover (the child, the period, the choice, the counts by subject), then each subject from a new page. */
export async function packetContent(
  deps: AppDeps,
  child: StudentKey,
  selection: PacketSelection<WorkSample>,
  cover: PacketCover,
): Promise<Content[]> {
  const photos = await photosOf(
    deps,
    child,
    selection.groups.flatMap((g) => g.samples),
    'web',
  );
  const row = (label: string, value: string): TableCell[] => [{ text: label, bold: true }, value];
  return [
    { text: m.pdfTitle, style: 'title', fontSize: 26, margin: [0, 120, 0, 8] },
    { text: cover.name, fontSize: 20, margin: [0, 0, 0, 24] },
    {
      table: {
        widths: [120, '*'],
        body: [
          row(m.pdfCoverStudent, cover.name),
          row(m.pdfCoverGrade, cover.grade),
          row(m.pdfCoverPeriod, cover.period.label),
          row(m.pdfCoverDates, cover.dates),
          row(
            m.pdfCoverChoice,
            cover.choice === 'starred' ? m.pdfChoiceStarred : m.pdfChoicePerSubject(cover.perSubject),
          ),
          row(m.pdfCoverGenerated, dateLabel(cover.today)),
        ],
      },
      layout: 'lightHorizontalLines',
    },
    { text: m.pdfCounts, style: 'heading', margin: [0, 24, 0, 6] },
    dataTable(
      [m.pdfSubject, m.pdfSamples],
      [...selection.groups.map((g) => [g.subject, g.samples.length]), [m.pdfTotal, selection.count]],
      ['*', 'auto'],
      [1],
    ),
    ...(selection.leftOut
      ? [
          {
            text: m.pdfPacketFull(MAX_PACKET_SAMPLES, selection.leftOut),
            style: 'muted',
            margin: [0, 6, 0, 0],
          } as Content,
        ]
      : []),
    ...selection.groups.map((g) => subjectPages(g, photos)),
  ];
}
