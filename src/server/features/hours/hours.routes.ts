import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayIn } from '../../../shared/domain/dates';
import { hoursMessages as m } from '../../../shared/messages/hours';
import {
  childParamsSchema,
  hourEntriesSchema,
  hourEntryInputSchema,
  hourEntryParamsSchema,
  hourEntryPatchSchema,
  hourEntrySchema,
  hoursQuerySchema,
  pickedProfileSchema,
  pickProfileSchema,
  profileParamsSchema,
  progressQuerySchema,
  progressSchema,
  requirementProfileInputSchema,
  requirementProfileSchema,
  requirementProfilesSchema,
} from '../../../shared/schemas/hours';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/app-error';
import { renderPdf } from '../../pdf/render-pdf';
import { hoursLogDocument } from './hours-log.pdf';
import * as repo from './hours.repository';
import { hoursService } from './hours.service';

/** A file name's safe part: 'Ada Lovelace' → 'ada-lovelace'. */
const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'child';

/** Hours (per child), the requirement profiles (the family's), progress and the hours log PDF. */
export function registerHoursRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = hoursService(deps);
  const perChild = { preHandler: app.requireChild };
  const tags = ['hours'];

  r.get(
    '/api/students/:studentId/hours',
    {
      config: { rights: 'family:read' },
      ...perChild,
      schema: {
        tags,
        summary: "The child's hour entries from `from` to `to` (at most 400 days), newest first",
        params: childParamsSchema,
        querystring: hoursQuerySchema,
        response: { 200: hourEntriesSchema },
      },
    },
    async (req) => service.list(req.child, req.query.from, req.query.to),
  );

  r.post(
    '/api/students/:studentId/hours',
    {
      config: { rights: 'family:write' },
      ...perChild,
      schema: {
        tags,
        summary:
          'Log hours by hand: a date, a class or a free subject, minutes in 15-minute steps, home or away, a note',
        params: childParamsSchema,
        body: hourEntryInputSchema,
        response: { 201: hourEntrySchema },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await service.create(req.child, req.body, req.child.by, req.user?.name ?? req.childName)),
  );

  r.patch(
    '/api/students/:studentId/hours/:id',
    {
      config: { rights: 'family:write' },
      ...perChild,
      schema: {
        tags,
        summary: "Change an entry logged by hand (a lesson's entry changes by un-completing the lesson: 409)",
        params: hourEntryParamsSchema,
        body: hourEntryPatchSchema,
        response: { 200: hourEntrySchema },
      },
    },
    async (req) => service.update(req.child, req.params.id, req.body),
  );

  r.delete(
    '/api/students/:studentId/hours/:id',
    {
      config: { rights: 'family:write' },
      ...perChild,
      schema: {
        tags,
        summary: "Delete an entry logged by hand (a lesson's entry goes by un-completing the lesson: 409)",
        params: hourEntryParamsSchema,
        response: { 200: z.object({ id: z.string() }) },
      },
    },
    async (req) => service.remove(req.child, req.params.id),
  );

  r.get(
    '/api/requirement-profiles',
    {
      config: { rights: 'family:read' },
      schema: {
        tags,
        summary: "The states' requirement templates, the family's own copies and each child's pick",
        response: { 200: requirementProfilesSchema },
      },
    },
    async (req) => service.profiles(req.member.familyId),
  );

  r.patch(
    '/api/requirement-profiles/:id',
    {
      config: { rights: 'family:write' },
      schema: {
        tags,
        summary: "Edit the family's copy of a requirement (a state's template: 409)",
        params: profileParamsSchema,
        body: requirementProfileInputSchema,
        response: { 200: requirementProfileSchema },
      },
    },
    async (req) => service.editProfile(req.member.familyId, req.params.id, req.body),
  );

  r.put(
    '/api/students/:studentId/requirement-profile',
    {
      config: { rights: 'family:write' },
      ...perChild,
      schema: {
        tags,
        summary:
          "Pick the child's requirement: a template (the family's copy is made or reused), a copy, or null",
        params: childParamsSchema,
        body: pickProfileSchema,
        response: { 200: pickedProfileSchema },
      },
    },
    async (req) => service.pick(req.child, req.body.profileId),
  );

  r.get(
    '/api/students/:studentId/records/progress',
    {
      config: { rights: 'family:read' },
      ...perChild,
      schema: {
        tags,
        summary:
          "The child's days and hours towards their requirement, the pace needed and whether they are behind",
        params: childParamsSchema,
        querystring: progressQuerySchema,
        response: { 200: progressSchema },
      },
    },
    async (req) => service.progress(req.child, req.query.schoolYearId),
  );

  r.get(
    '/api/students/:studentId/records/hours.pdf',
    {
      config: { rights: 'family:read' },
      ...perChild,
      schema: {
        tags,
        summary: "The child's hours log for a school year (default: the current one) as a PDF",
        params: childParamsSchema,
        querystring: progressQuerySchema,
      },
    },
    async (req, reply) => {
      const today = todayIn(req.child.timezone);
      const year = await repo.yearForChild(
        deps.db,
        req.child,
        req.query.schoolYearId ? { id: req.query.schoolYearId } : { today },
      );
      if (!year) throw notFound(m.yearNotFound);
      const who = await repo.childWithProfile(deps.db, req.child);
      const scope = { userId: req.child.userId, studentId: req.child.studentId, schoolYearId: year.id };
      const pdf = await renderPdf(await hoursLogDocument(deps, scope), {
        footer: `Hours log · ${who.name} · ${year.name}`,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="hours-log-${slug(who.name)}-${slug(year.name)}.pdf"`,
        )
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
