import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { Content } from 'pdfmake/interfaces';
import { todayIn } from '@shared/domain/dates';
import { evaluatorLinkStatus, linkExpiry } from '@shared/domain/evaluator-links';
import { firstName } from '@shared/domain/names';
import { gradeLevelLabel, type GradeLevel } from '@shared/domain/students';
import { recordsShareMessages as m } from '@shared/messages/records-share';
import type {
  CreatedEvaluatorLink,
  EvaluatorLink,
  EvaluatorLinkList,
  EvaluatorSummary,
  RecordDocument,
} from '@shared/schemas/records-share';
import type { FileVariant } from '@shared/schemas/portfolio';
import type { PortfolioPacketQuery } from '@shared/schemas/records-share';
import { DEFAULT_PER_SUBJECT } from '@shared/domain/portfolio-packet';
import { createRateLimiter } from '../../auth/rate-limit';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../http/app-error';
import { downloadName } from '../../http/download-name';
import { baseDocument } from '../../pdf/pdf-layout';
import { GATHER_SLICE_MS, type RecordScope } from '../../pdf/record-section';
import { renderBundle, renderPdf } from '../../pdf/render-pdf';
import type { BundleRequest } from '../../pdf/bundle-job';
import { sqliteFile } from '../../pdf/gather-db';
import { bundleDocument, gatherRecordSections } from './bundle-document';
import { timeSlicer } from '../../work/time-slice';
import { dateLabel, rangeLabel } from './record-labels';
import { findSection, RECORD_SECTIONS, type RecordSection } from './record-sections';
import { openSharedFile, type OpenedFile } from '../portfolio/files.service';
import { keptSamples } from '../portfolio/work-samples.service';
import {
  packetContent,
  packetSamples,
  portfolioSection,
  type PortfolioPeriod,
} from '../portfolio/portfolio.pdf';
import { evaluatorRecords } from './evaluator-records';
import * as repo from './records-share.repository';

/** The portfolio packet's name in an evaluator link's documents (`/api/evaluator/:token/portfolio.pdf`). */
const PACKET_KEY = 'portfolio';

/** 32 random bytes, base64url: the link's secret (like the calendar feed's, ADR 020). */
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
const FIFTEEN_MINUTES = 15 * 60;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
/** The evaluator's page (the client's public route) for a token. */
export const evaluatorPagePath = (token: string): string => `/evaluator/${token}`;

export interface RecordPdf {
  pdf: Buffer;
  filename: string;
}

const toLinkDto = (link: repo.LinkWithYear, now: Date): EvaluatorLink => ({
  id: link.id,
  includePortfolio: link.includePortfolio,
  label: link.label,
  schoolYearId: link.schoolYearId,
  schoolYearName: link.schoolYearName,
  expiresAt: link.expiresAt,
  revokedAt: link.revokedAt,
  createdAt: link.createdAt,
  status: evaluatorLinkStatus(link, now),
});

/**
 * Records › Share & print (ADR 022): the attendance calendar and the year-end bundle as PDFs, and the
 * evaluator links — made, listed and revoked by the parent, read (never written) by whoever holds the link.
 */
export function recordsShareService(deps: AppDeps) {
  const { db } = deps;
  const limiter = createRateLimiter(db);
  const limits = deps.config.evaluatorLinkRateLimit;

  /** The scope's child and year, or 404 (another family's year is not found either). */
  async function scopeParts(scope: RecordScope) {
    const [child, year] = await Promise.all([
      repo.findChild(db, scope.familyId, scope.studentId),
      repo.findYear(db, scope.familyId, scope.schoolYearId),
    ]);
    if (!year) throw notFound(m.yearNotFound);
    if (!child) throw notFound();
    return { child, year };
  }

  const fileName = (what: string, child: { name: string }, year: { name: string }) =>
    downloadName(what, [child.name, year.name], 'pdf');

  /** One section as its own PDF; a section with nothing to show says so rather than being an empty page. */
  async function sectionPdf(scope: RecordScope, section: RecordSection): Promise<RecordPdf> {
    const { child, year } = await scopeParts(scope);
    const content = await section.build(deps, scope);
    const body: Content[] = content.length
      ? content
      : [
          { text: section.title, style: 'title' },
          { text: `${child.name} · ${year.name}`, style: 'subtitle' },
          { text: m.nothingRecorded },
        ];
    const pdf = await renderPdf(baseDocument(`${section.title} — ${child.name}`, body), {
      footer: m.footer(child.name, year.name),
    });
    return { pdf, filename: fileName(section.key, child, year) };
  }

  const yearPeriod = (year: repo.RecordYear): PortfolioPeriod => ({
    label: year.name,
    from: year.startDate,
    to: year.endDate,
  });

  /** Where a PDF thread can read the records itself (ADR 062): the server's database, if a thread can open it. */
  let threadDatabase: string | null | undefined;
  const gatherOnThread = (): string | null => {
    const url = deps.config.databaseUrl;
    threadDatabase ??= deps.dialect === 'postgres' || existsSync(sqliteFile(url)) ? url : null;
    return threadDatabase;
  };

  /**
   * Cover page, then every section with something to show, each from a new page; last the portfolio (the kept
   * work samples by subject) for the family, and for an evaluator link only when it includes the portfolio.
   * The child and the year are read here (the 404 check); the record sections are read and the document laid out
   * on a PDF thread from its own read-only database handle (ADR 062), so the event loop only checks, reads the
   * portfolio (its photos come from the file store) and sends the bytes.
   */
  async function bundlePdf(scope: RecordScope, withPortfolio = true): Promise<RecordPdf> {
    // On the event loop, the reads and their mapping run in short turns (ADR 057).
    const slicer = timeSlicer(GATHER_SLICE_MS);
    const { child, year } = await scopeParts(scope);
    await slicer.pause();
    let portfolio: BundleRequest['portfolio'] = null;
    if (withPortfolio) {
      const content = await portfolioSection(deps, scope, child, yearPeriod(year));
      if (content.length) portfolio = { title: m.portfolio, content };
    }
    const request: BundleRequest = {
      scope,
      title: `${m.yearEndBundle} — ${child.name} — ${year.name}`,
      footer: m.footer(child.name, year.name),
      cover: {
        childName: child.name,
        grade: child.gradeLevel ? gradeLevelLabel(child.gradeLevel as GradeLevel) : '—',
        yearName: year.name,
        dates: rangeLabel(year),
        generated: dateLabel(scope.today),
      },
      portfolio,
    };
    const database = gatherOnThread();
    let pdf: Buffer;
    if (database) pdf = await renderBundle(database, request);
    else {
      if (portfolio) await slicer.pause();
      const records = await gatherRecordSections(deps, scope, () => slicer.pause());
      pdf = await renderPdf(bundleDocument(request, records), { footer: request.footer });
    }
    return { pdf, filename: fileName('year-end-records', child, year) };
  }

  /**
   * The portfolio packet of a child for a school year or one of its terms: the starred samples or N per subject,
   * kept ones only. A term not of that year is a 404 like another family's; a selection with no sample is a 409
   * with what to do (the child and period exist; the family's data does not allow the packet yet).
   */
  async function packetPdf(scope: RecordScope, query: Omit<PortfolioPacketQuery, 'schoolYearId'>) {
    const { child, year } = await scopeParts(scope);
    const term = query.termId
      ? await repo.findTerm(db, scope.familyId, scope.schoolYearId, query.termId)
      : null;
    if (term === undefined) throw notFound(m.termNotFound);
    const period: PortfolioPeriod = term
      ? { label: `${term.name} · ${year.name}`, from: term.startDate, to: term.endDate }
      : yearPeriod(year);
    const selection = await packetSamples(deps, scope, period, query.choice, query.perSubject);
    if (selection.count === 0)
      throw new AppError('CONFLICT', query.choice === 'starred' ? m.packetNoStarred : m.packetEmpty);
    const content = await packetContent(deps, scope, selection, {
      name: child.name,
      grade: child.gradeLevel ? gradeLevelLabel(child.gradeLevel as GradeLevel) : '—',
      period,
      dates: rangeLabel({ startDate: period.from, endDate: period.to }),
      choice: query.choice,
      perSubject: query.perSubject,
      today: scope.today,
    });
    const pdf = await renderPdf(
      baseDocument(`${m.portfolioPacket} — ${child.name} — ${period.label}`, content),
      { footer: m.footer(child.name, period.label) },
    );
    return { pdf, filename: downloadName('portfolio', [child.name, year.name, term?.name ?? ''], 'pdf') };
  }

  /** The live link behind a token, counted against the limits; null for anything else (unknown, expired, revoked). */
  async function liveLink(token: string, address: string) {
    if (limits)
      await limiter.hit(`evaluator-link:${address}`, {
        max: limits.perAddress,
        windowSeconds: FIFTEEN_MINUTES,
      });
    const link = TOKEN_RE.test(token) ? await repo.findLinkByHash(db, hashToken(token)) : undefined;
    if (!link || evaluatorLinkStatus(link, new Date()) !== 'active') return null;
    if (limits)
      await limiter.hit(`evaluator-link:${link.id}`, { max: limits.perLink, windowSeconds: FIFTEEN_MINUTES });
    return link;
  }

  /**
   * The packet through a link with the portfolio: the year, DEFAULT_PER_SUBJECT samples per subject (the starred
   * first), so a year with no star still has one; null when the year kept no sample (the page does not list it).
   */
  async function evaluatorPacket(scope: RecordScope): Promise<RecordPdf | null> {
    try {
      return await packetPdf(scope, { choice: 'per-subject', perSubject: DEFAULT_PER_SUBJECT });
    } catch (error) {
      if (error instanceof AppError && error.status === 409) return null;
      throw error;
    }
  }

  /** An evaluator link's scope (it has no member): its family, child and year, on the family's day. */
  const scopeOf = async (link: {
    userId: string;
    studentId: string;
    schoolYearId: string;
  }): Promise<RecordScope> => ({
    familyId: link.userId,
    studentId: link.studentId,
    schoolYearId: link.schoolYearId,
    today: todayIn((await deps.profiles.get(link.userId)).settings.timezone),
  });

  return {
    /** A section's PDF for the parent: `key` is a section of RECORD_SECTIONS. */
    sectionPdf: (scope: RecordScope, key: string): Promise<RecordPdf> => {
      const section = findSection(key);
      if (!section) throw notFound();
      return sectionPdf(scope, section);
    },

    bundlePdf: (scope: RecordScope) => bundlePdf(scope),

    packetPdf,

    async listLinks(userId: string, studentId: string): Promise<EvaluatorLinkList> {
      const now = new Date();
      return { links: (await repo.listLinks(db, userId, studentId)).map((l) => toLinkDto(l, now)) };
    },

    async createLink(
      userId: string,
      studentId: string,
      input: { schoolYearId: string; label: string; days: number; includePortfolio: boolean },
      createdBy: string,
    ): Promise<CreatedEvaluatorLink> {
      if (!(await repo.findYear(db, userId, input.schoolYearId))) throw notFound(m.yearNotFound);
      const token = randomBytes(32).toString('base64url');
      const now = new Date();
      const id = randomUUID();
      await repo.insertLink(db, userId, {
        id,
        studentId,
        schoolYearId: input.schoolYearId,
        label: input.label,
        tokenHash: hashToken(token),
        expiresAt: linkExpiry(now, input.days),
        revokedAt: null,
        createdAt: now.toISOString(),
        includePortfolio: input.includePortfolio,
        createdBy,
      });
      deps.bus.publishChild({ familyId: userId, studentId }, 'evaluator-links');
      const link = await repo.findLink(db, userId, studentId, id);
      if (!link) throw notFound(m.linkNotFound);
      const path = evaluatorPagePath(token);
      return { link: toLinkDto(link, now), url: `${deps.config.baseUrl}${path}`, path };
    },

    /** Revokes a link: it answers 404 from now on. Revoking it again changes nothing. */
    async revokeLink(userId: string, studentId: string, id: string): Promise<void> {
      if (!(await repo.findLink(db, userId, studentId, id))) throw notFound(m.linkNotFound);
      await repo.revokeLink(db, userId, studentId, id, new Date().toISOString());
      deps.bus.publishChild({ familyId: userId, studentId }, 'evaluator-links');
    },

    /** What an evaluator's page shows: the child's first name, grade, the year and the documents; null when the link is not live. */
    async evaluatorSummary(token: string, address: string): Promise<EvaluatorSummary | null> {
      const link = await liveLink(token, address);
      if (!link) return null;
      const [child, year] = await Promise.all([
        repo.findChild(db, link.userId, link.studentId),
        repo.findYear(db, link.userId, link.schoolYearId),
      ]);
      if (!child || !year) return null;
      const base = `/api/evaluator/${token}`;
      const portfolio = link.includePortfolio
        ? (
            await keptSamples(
              db,
              { familyId: link.userId, studentId: link.studentId },
              { from: year.startDate, to: year.endDate },
            )
          ).map(({ id, date, title, className, subject, caption, linkUrl, starred, files }) => ({
            id,
            date,
            title,
            className,
            subject,
            caption,
            linkUrl,
            starred,
            files,
          }))
        : null;
      const documents: RecordDocument[] = [
        { key: 'bundle', title: m.yearEndBundle, path: `${base}/bundle.pdf` },
        ...RECORD_SECTIONS.map((s) => ({ key: s.key, title: s.title, path: `${base}/${s.key}.pdf` })),
        // The packet, when the link includes the portfolio and the year kept a sample.
        ...(portfolio?.length
          ? [{ key: PACKET_KEY, title: m.portfolioPacket, path: `${base}/${PACKET_KEY}.pdf` }]
          : []),
      ];
      const [names, records] = await Promise.all([
        repo.sharingNames(db, link.userId, link.createdBy),
        evaluatorRecords(deps, await scopeOf(link), year),
      ]);
      return {
        childFirstName: firstName(child.name) ?? '',
        ...names,
        records,
        gradeLevel: child.gradeLevel,
        schoolYear: { name: year.name, startDate: year.startDate, endDate: year.endDate },
        expiresAt: link.expiresAt,
        documents,
        portfolio,
      };
    },

    /**
     * A file of the portfolio through a link that includes it: only a file on a kept sample of the link's child
     * and year; null for anything else (the route answers as for an unknown address).
     */
    async evaluatorFile(
      token: string,
      request: { id: string; variant: FileVariant; range?: string },
      address: string,
    ): Promise<OpenedFile | null> {
      const link = await liveLink(token, address);
      if (!link?.includePortfolio) return null;
      const year = await repo.findYear(db, link.userId, link.schoolYearId);
      if (!year) return null;
      try {
        return await openSharedFile(
          deps,
          { familyId: link.userId, studentId: link.studentId },
          { from: year.startDate, to: year.endDate },
          request.id,
          request.variant,
          request.range,
        );
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return null;
        throw error;
      }
    },

    /** The bundle ('bundle') or a section's PDF through a link; null when the link is not live or no such document. */
    async evaluatorDocument(token: string, key: string, address: string): Promise<RecordPdf | null> {
      const link = await liveLink(token, address);
      if (!link) return null;
      if (key === 'bundle') return bundlePdf(await scopeOf(link), link.includePortfolio);
      if (key === PACKET_KEY) return link.includePortfolio ? evaluatorPacket(await scopeOf(link)) : null;
      const section = findSection(key);
      return section ? sectionPdf(await scopeOf(link), section) : null;
    },
  };
}

export type RecordsShareService = ReturnType<typeof recordsShareService>;
