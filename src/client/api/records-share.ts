import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { recordsShareMessages as m } from '../../shared/messages/records-share';
import type {
  CreatedEvaluatorLink,
  EvaluatorLinkInput,
  EvaluatorLinkList,
  EvaluatorSummary,
} from '../../shared/schemas/records-share';
import type { SchoolYear } from '../../shared/schemas/school-years';
import type { PacketChoice } from '../../shared/domain/portfolio-packet';
import { ApiError, api, errorDetail } from '../lib/api-client';
import { fetchDownload } from '../lib/api-download';
import { saveFile } from '../lib/save-file';
import { invalidateKinds } from './live-updates';
import { queryKeys } from './query-keys';

/** The server's own words for a refusal; none for a 5xx or no answer. */
const child = (studentId: string) => `/api/students/${encodeURIComponent(studentId)}`;

export interface RecordPdfLink {
  key: string;
  title: string;
  href: string;
}

/**
 * Every record PDF of a child's school year, in the bundle's order: the one place the client names them
 * (Records › Share & print). The report card is one PDF per term of the year.
 */
export function recordPdfLinks(studentId: string, year: SchoolYear): RecordPdfLink[] {
  const base = child(studentId);
  const yearQuery = `schoolYearId=${encodeURIComponent(year.id)}`;
  return [
    { key: 'attendance', title: m.attendanceCalendar, href: `${base}/records/attendance.pdf?${yearQuery}` },
    { key: 'hours', title: m.hoursLog, href: `${base}/records/hours.pdf?${yearQuery}` },
    ...year.terms.map((term) => ({
      key: `report-card-${term.id}`,
      title: `${m.reportCard}: ${term.name}`,
      href: `${base}/report-card.pdf?termId=${encodeURIComponent(term.id)}`,
    })),
    { key: 'transcript', title: m.transcript, href: `${base}/transcript.pdf` },
    { key: 'reading-log', title: m.readingLog, href: `${base}/reading-log.pdf?${yearQuery}` },
  ];
}

/** The year-end bundle of a child's school year (one PDF with every record). */
export const bundlePdfHref = (studentId: string, yearId: string) =>
  `${child(studentId)}/records/bundle.pdf?schoolYearId=${encodeURIComponent(yearId)}`;

export interface PacketRequest {
  schoolYearId: string;
  /** A term of the year; null: the whole year. */
  termId: string | null;
  choice: PacketChoice;
  perSubject: number;
}

/** Where a child's portfolio packet downloads from. */
export function portfolioPacketHref(studentId: string, packet: PacketRequest): string {
  const query = new URLSearchParams({ schoolYearId: packet.schoolYearId, choice: packet.choice });
  if (packet.termId) query.set('termId', packet.termId);
  if (packet.choice === 'per-subject') query.set('perSubject', String(packet.perSubject));
  return `${child(studentId)}/records/portfolio.pdf?${query}`;
}

/**
 * Makes the portfolio packet and saves it as a download (never opened in a tab). Fetched rather than linked, so
 * the page shows it being made (large photos take a moment) and the server's words when there is nothing to put
 * in it; the caller shows the failure beside the button.
 */
export function usePortfolioPacket(studentId: string) {
  return useMutation({
    mutationFn: async (packet: PacketRequest) => {
      const { blob, name } = await fetchDownload(portfolioPacketHref(studentId, packet));
      saveFile(blob, name ?? 'portfolio.pdf');
    },
    // The card says what failed beside its button (and the app-wide 403 toast stays out).
    onError: () => undefined,
  });
}

export const evaluatorLinksQuery = (studentId: string) =>
  queryOptions({
    queryKey: queryKeys.evaluatorLinks.child(studentId),
    queryFn: async () => (await api.get<EvaluatorLinkList>(`${child(studentId)}/evaluator-links`)).links,
  });

/** A child's evaluator links, newest first (never the links themselves: they are shown once). */
export function useEvaluatorLinks(studentId: string) {
  return useQuery(evaluatorLinksQuery(studentId));
}

/** Makes a link; the answer is the one time the server gives its address: the caller keeps it to show. */
export function useCreateEvaluatorLink(studentId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: EvaluatorLinkInput) =>
      api.post<CreatedEvaluatorLink>(`${child(studentId)}/evaluator-links`, input),
    onSuccess: () => {
      toast.success(m.created);
      return invalidateKinds(qc, ['evaluator-links'], studentId);
    },
    onError: (err) => toast.error(m.createFailed, { description: errorDetail(err, undefined) }),
  });
}

export function useRevokeEvaluatorLink(studentId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`${child(studentId)}/evaluator-links/${encodeURIComponent(id)}`),
    onSuccess: () => {
      toast.success(m.revoked);
      return invalidateKinds(qc, ['evaluator-links'], studentId);
    },
    onError: (err) => toast.error(m.revokeFailed, { description: errorDetail(err, undefined) }),
  });
}

/** The evaluator's page: no session; a 404 (unknown, expired or revoked link) is an ApiError with status 404. */
export function useEvaluatorSummary(token: string) {
  return useQuery({
    queryKey: queryKeys.evaluator.summary(token),
    queryFn: () => api.get<EvaluatorSummary>(`/api/evaluator/${encodeURIComponent(token)}`),
    retry: (count, err) => !(err instanceof ApiError && err.status === 404) && count < 2,
  });
}
