import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attendanceRangeQuerySchema,
  attendanceRecordSchema,
  attendanceSummarySchema,
  markAttendanceResultSchema,
  markAttendanceSchema,
} from '../../../shared/schemas/attendance';
import { attendanceMessages } from '../../../shared/messages/attendance';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { attendanceService } from './attendance.service';

export function registerAttendanceRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = attendanceService(deps);

  /** The session check, before validation (no session → 401, never a 400), with the spec's attendance wording. */
  const signedIn = (message: string) => async (req: FastifyRequest) => {
    try {
      await app.requireUser(req);
    } catch (err) {
      if (err instanceof AppError && err.code === 'UNAUTHENTICATED') throw new AppError('UNAUTHENTICATED', message);
      throw err;
    }
  };

  r.get(
    '/api/attendance',
    {
      preValidation: signedIn(attendanceMessages.loginToView),
      schema: {
        tags: ['attendance'],
        summary: 'Attendance records between two dates (inclusive, at most 366 days), newest first',
        querystring: attendanceRangeQuerySchema,
        response: { 200: z.array(attendanceRecordSchema) },
      },
    },
    async (req) => service.list(req.user.id, req.query),
  );

  r.put(
    '/api/attendance',
    {
      preValidation: signedIn(attendanceMessages.loginToMark),
      schema: {
        tags: ['attendance'],
        summary: "Mark dates present or absent, or clear them ('none'), in one transaction",
        body: markAttendanceSchema,
        response: { 200: markAttendanceResultSchema },
      },
    },
    async (req) => service.mark(req.user.id, req.body),
  );

  r.get(
    '/api/attendance/summary',
    {
      preValidation: signedIn(attendanceMessages.loginToView),
      schema: {
        tags: ['attendance'],
        summary: "This week's present / recorded days (Monday start) and the overall attendance rate",
        response: { 200: attendanceSummarySchema },
      },
    },
    async (req) => service.summary(req.user.id),
  );
}
