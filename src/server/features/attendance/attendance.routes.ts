import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attendanceRangeQuerySchema,
  attendanceDaySchema,
  attendanceSummarySchema,
  markAttendanceResultSchema,
  markAttendanceSchema,
} from '@shared/schemas/attendance';
import { attendanceMessages } from '@shared/messages/attendance';
import { studentParamsSchema } from '@shared/schemas/students';
import type { AppDeps } from '../../deps';
import { attendanceService } from './attendance.service';

export function registerAttendanceRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = attendanceService(deps);

  r.get(
    '/api/students/:studentId/attendance',
    {
      config: { rights: 'family:read', signedOut: attendanceMessages.loginToView },
      schema: {
        tags: ['attendance'],
        summary:
          "The child's attendance records between two dates (inclusive, at most 366 days), newest first",
        params: studentParamsSchema,
        querystring: attendanceRangeQuerySchema,
        response: { 200: z.array(attendanceDaySchema) },
      },
    },
    async (req) => service.list(req.studentScope, req.query),
  );

  r.put(
    '/api/attendance',
    {
      config: { rights: 'family:write', signedOut: attendanceMessages.loginToMark },
      schema: {
        tags: ['attendance'],
        summary:
          "Mark dates present or absent, or clear them ('none'), for one or several children in one transaction",
        body: markAttendanceSchema,
        response: { 200: markAttendanceResultSchema },
      },
    },
    async (req) => service.mark(req.scope, req.body),
  );

  r.get(
    '/api/students/:studentId/attendance/summary',
    {
      config: { rights: 'family:read', signedOut: attendanceMessages.loginToView },
      schema: {
        tags: ['attendance'],
        summary: "The child's present / recorded days this week (Monday start) and overall attendance rate",
        params: studentParamsSchema,
        response: { 200: attendanceSummarySchema },
      },
    },
    async (req) => service.summary(req.studentScope),
  );
}
