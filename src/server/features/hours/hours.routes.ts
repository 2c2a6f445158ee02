import type { FastifyInstance } from 'fastify';
import { recordsDeleted } from '../../http/activity-declaration';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hoursMessages as m } from '@shared/messages/hours';
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
} from '@shared/schemas/hours';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/app-error';
import { contentDisposition, downloadName } from '../../http/download-name';
import { renderPdf } from '../../pdf/render-pdf';
import { hoursLogDocument } from './hours-log.pdf';
import * as repo from './hours.repository';
import { hoursService } from './hours.service';

/** Hours (per child), the requirement profiles (the family's), progress and the hours log PDF. */
export function registerHoursRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = hoursService(deps);
  const tags = ['hours'];

  r.get(
    '/api/students/:studentId/hours',
    {
      config: { rights: 'family:read' },
      schema: {
        tags,
        summary: "The child's hour entries from `from` to `to` (at most 400 days), newest first",
        params: childParamsSchema,
        querystring: hoursQuerySchema,
        response: { 200: hourEntriesSchema },
      },
    },
    async (req) => service.list(req.studentScope, req.query.from, req.query.to),
  );

  r.post(
    '/api/students/:studentId/hours',
    {
      config: { rights: 'family:write' },
      schema: {
        tags,
        summary:
          'Log hours by hand: a date, a class or a free subject, minutes in 15-minute steps, home or away, a note',
        params: childParamsSchema,
        body: hourEntryInputSchema,
        response: { 201: hourEntrySchema },
      },
    },
    async (req, reply) => reply.code(201).send(await service.create(req.studentScope, req.body)),
  );

  r.patch(
    '/api/students/:studentId/hours/:id',
    {
      config: { rights: 'family:write' },
      schema: {
        tags,
        summary: "Change an entry logged by hand (a lesson's entry changes by un-completing the lesson: 409)",
        params: hourEntryParamsSchema,
        body: hourEntryPatchSchema,
        response: { 200: hourEntrySchema },
      },
    },
    async (req) => service.update(req.studentScope, req.params.id, req.body),
  );

  r.delete(
    '/api/students/:studentId/hours/:id',
    {
      config: { rights: 'family:write', activity: recordsDeleted('An hours entry') },
      schema: {
        tags,
        summary: "Delete an entry logged by hand (a lesson's entry goes by un-completing the lesson: 409)",
        params: hourEntryParamsSchema,
        response: { 200: z.object({ id: z.string() }) },
      },
    },
    async (req) => service.remove(req.studentScope, req.params.id),
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
    async (req) => service.profiles(req.scope.familyId),
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
    async (req) => service.editProfile(req.scope.familyId, req.params.id, req.body),
  );

  r.put(
    '/api/students/:studentId/requirement-profile',
    {
      config: { rights: 'family:write' },
      schema: {
        tags,
        summary:
          "Pick the child's requirement: a template (the family's copy is made or reused), a copy, or null",
        params: childParamsSchema,
        body: pickProfileSchema,
        response: { 200: pickedProfileSchema },
      },
    },
    async (req) => service.pick(req.studentScope, req.body.profileId),
  );

  r.get(
    '/api/students/:studentId/records/progress',
    {
      config: { rights: 'family:read' },
      schema: {
        tags,
        summary:
          "The child's days and hours towards their requirement, the pace needed and whether they are behind",
        params: childParamsSchema,
        querystring: progressQuerySchema,
        response: { 200: progressSchema },
      },
    },
    async (req) => service.progress(req.studentScope, req.query.schoolYearId),
  );

  r.get(
    '/api/students/:studentId/records/hours.pdf',
    {
      config: { rights: 'family:read' },
      schema: {
        tags,
        summary: "The child's hours log for a school year (default: the current one) as a PDF",
        params: childParamsSchema,
        querystring: progressQuerySchema,
      },
    },
    async (req, reply) => {
      const { today } = req.studentScope;
      const year = await repo.yearForChild(
        deps.db,
        req.studentScope,
        req.query.schoolYearId ? { id: req.query.schoolYearId } : { today },
      );
      if (!year) throw notFound(m.yearNotFound);
      const who = await repo.childWithProfile(deps.db, req.studentScope);
      const scope = { ...req.studentScope, schoolYearId: year.id };
      const pdf = await renderPdf(await hoursLogDocument(deps, scope), {
        footer: `Hours log · ${who.name} · ${year.name}`,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          contentDisposition(downloadName('hours-log', [who.name, year.name], 'pdf')),
        )
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
