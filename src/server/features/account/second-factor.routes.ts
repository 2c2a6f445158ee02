import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  familyRuleSchema,
  secondFactorConfirmSchema,
  secondFactorEnrolmentSchema,
  secondFactorPasswordSchema,
  secondFactorSignInSchema,
  secondFactorStatusSchema,
  signInResultSchema,
} from '@shared/schemas/second-factor';
import { forwardSetCookies, toHeaders } from '../../auth/fastify-bridge';
import { callerOf } from './account.routes';
import type { AccountService } from './account.service';

/**
 * The second factor of an adult's password sign-in (issue 39, ADR 031): the code step of a sign-in, and the
 * account's own enrolment, recovery codes and removal; the family's rule is the parent's.
 */
export function secondFactorRoutes(app: FastifyInstance, service: AccountService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const sf = service.secondFactor;

  r.post(
    '/api/account/sign-in/second-factor',
    {
      config: { door: ['second-factor-sign-in'], rights: 'public' },
      schema: { tags: ['account'], body: secondFactorSignInSchema, response: { 200: signInResultSchema } },
    },
    async (req, reply) => {
      const { headers, userId } = await sf.signIn(req.body, toHeaders(req), callerOf(req));
      forwardSetCookies(reply, headers);
      return { userId };
    },
  );

  r.get(
    '/api/account/second-factor',
    {
      config: { door: [], rights: 'account' },
      schema: { tags: ['account'], response: { 200: secondFactorStatusSchema } },
    },
    async (req) => sf.status(req.user),
  );

  r.post(
    '/api/account/second-factor/enrol',
    {
      config: { door: ['checks-password'], rights: 'account' },
      schema: {
        tags: ['account'],
        body: secondFactorPasswordSchema,
        response: { 200: secondFactorEnrolmentSchema },
      },
    },
    async (req) => sf.enrol(req.user, req.body.password, toHeaders(req)),
  );

  r.post(
    '/api/account/second-factor/confirm',
    {
      config: { door: [], rights: 'account', activity: 'second-factor-on' },
      schema: {
        tags: ['account'],
        body: secondFactorConfirmSchema,
        response: { 200: z.object({ enabled: z.literal(true) }) },
      },
    },
    async (req, reply) => {
      forwardSetCookies(reply, await sf.confirm(req.user, req.body.code, toHeaders(req)));
      return { enabled: true as const };
    },
  );

  r.post(
    '/api/account/second-factor/recovery-codes',
    {
      config: { door: ['checks-password'], rights: 'account', activity: 'recovery-codes-new' },
      schema: {
        tags: ['account'],
        body: secondFactorPasswordSchema,
        response: { 200: z.object({ recoveryCodes: z.array(z.string()) }) },
      },
    },
    async (req) => ({ recoveryCodes: await sf.regenerate(req.user, req.body.password, toHeaders(req)) }),
  );

  r.post(
    '/api/account/second-factor/remove',
    {
      config: { door: ['checks-password'], rights: 'account', activity: 'second-factor-off' },
      schema: {
        tags: ['account'],
        body: secondFactorPasswordSchema,
        response: { 200: z.object({ enabled: z.literal(false) }) },
      },
    },
    async (req, reply) => {
      forwardSetCookies(reply, await sf.remove(req.user, req.body.password, toHeaders(req)));
      return { enabled: false as const };
    },
  );

  r.put(
    '/api/account/second-factor/family-rule',
    {
      config: {
        door: [],
        rights: 'owner',
        activity: {
          kind: 'family-rule-changed',
          detail: (req) => ((req.body as { required?: boolean }).required ? 'Required' : 'Not required'),
        },
      },
      schema: {
        tags: ['account'],
        body: familyRuleSchema,
        response: { 200: z.object({ required: z.boolean() }) },
      },
    },
    async (req) => sf.setFamilyRule(req.scope.familyId, req.body.required),
  );
}
