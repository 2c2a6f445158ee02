import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { recordsShareMessages as m } from '@shared/messages/records-share';
import type { AppDeps } from '../../deps';
import type { BundleCover, BundleRequest } from '../../pdf/bundle-job';
import { baseDocument } from '../../pdf/pdf-layout';
import { RECORD_SECTIONS } from './record-sections';

export interface BundleSection {
  title: string;
  content: Content[];
}

/**
 * Every record section of the bundle with something to show, in RECORD_SECTIONS' order. `between` runs after
 * each (the event loop's path yields there, ADR 057; a PDF thread has nothing to yield to).
 */
export async function gatherRecordSections(
  deps: AppDeps,
  scope: BundleRequest['scope'],
  between: () => Promise<void> = async () => {},
): Promise<BundleSection[]> {
  const sections: BundleSection[] = [];
  for (const section of RECORD_SECTIONS) {
    const content = await section.build(deps, scope);
    if (content.length) sections.push({ title: section.title, content });
    await between();
  }
  return sections;
}

function coverPage(cover: BundleCover, sections: readonly BundleSection[]): Content[] {
  return [
    { text: m.coverTitle, style: 'title', fontSize: 26, margin: [0, 120, 0, 8] },
    { text: cover.childName, fontSize: 20, margin: [0, 0, 0, 24] },
    {
      table: {
        widths: [120, '*'],
        body: [
          [m.coverChild, cover.childName],
          [m.coverGrade, cover.grade],
          [m.coverYear, cover.yearName],
          [m.coverDates, cover.dates],
          [m.coverGenerated, cover.generated],
        ].map(([label, value]) => [{ text: label!, bold: true }, value!]),
      },
      layout: 'lightHorizontalLines',
    },
    { text: m.coverContents, style: 'heading', margin: [0, 24, 0, 6] },
    { ul: sections.map((s) => s.title) },
  ];
}

/** Cover page, then every record section, then the portfolio, each from a new page. */
export function bundleDocument(
  request: BundleRequest,
  records: readonly BundleSection[],
): TDocumentDefinitions {
  const sections = request.portfolio ? [...records, request.portfolio] : records;
  return baseDocument(request.title, [
    ...coverPage(request.cover, sections),
    ...sections.map((s): Content => ({ stack: s.content, pageBreak: 'before' })),
  ]);
}
