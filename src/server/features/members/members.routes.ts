import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createdInviteSchema,
  inviteInputSchema,
  inviteSignUpResultSchema,
  inviteSignUpSchema,
  inviteSummarySchema,
  inviteTokenParamsSchema,
  joinedSchema,
  memberParamsSchema,
  memberRoleInputSchema,
  memberRoleResultSchema,
  membersListSchema,
} from '@shared/schemas/members';
import type { Auth } from '../../auth/auth';
import { forwardSetCookies, toHeaders } from '../../auth/fastify-bridge';
import type { AppDeps } from '../../deps';
import { membersService } from './members.service';

/** The family's other adults: the members list, invites, roles (ADR 024). */
export function registerMembersRoutes(app: FastifyInstance, deps: AppDeps, auth: Auth): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = membersService(deps, auth);
  const tags = ['members'];

  r.get(
    '/api/members',
    { config: { rights: 'owner' }, schema: { tags, response: { 200: membersListSchema } } },
    async (req) => service.list(req.scope.familyId),
  );

  r.patch(
    '/api/members/:id',
    {
      config: {
        rights: 'owner',
        activity: {
          kind: 'member-role-changed',
          detail: (req) => (req.body as { role?: string }).role ?? null,
        },
      },
      schema: {
        tags,
        params: memberParamsSchema,
        body: memberRoleInputSchema,
        response: { 200: memberRoleResultSchema },
      },
    },
    async (req) => service.changeRole(req.scope.familyId, req.params.id, req.body),
  );

  r.delete(
    '/api/members/:id',
    { config: { rights: 'owner', activity: 'member-removed' }, schema: { tags, params: memberParamsSchema } },
    async (req, reply) => {
      await service.remove(req.scope.familyId, req.params.id);
      return reply.status(204).send();
    },
  );

  r.post(
    '/api/invites',
    {
      config: {
        rights: 'owner',
        door: ['sends-mail'],
        activity: { kind: 'member-invited', detail: (req) => (req.body as { role?: string }).role ?? null },
      },
      schema: { tags, body: inviteInputSchema, response: { 201: createdInviteSchema } },
    },
    async (req, reply) => reply.status(201).send(await service.invite(req.member, req.body)),
  );

  r.delete(
    '/api/invites/:id',
    { config: { rights: 'owner', activity: 'invite-revoked' }, schema: { tags, params: memberParamsSchema } },
    async (req, reply) => {
      await service.revoke(req.scope.familyId, req.params.id);
      return reply.status(204).send();
    },
  );

  // The invite page before anyone is signed in: public and no door (it signs nobody in and writes nothing).
  // A token that is no invite answers exactly as a route that does not exist.
  r.get(
    '/api/invites/:token',
    {
      config: { door: [], rights: 'public' },
      schema: {
        tags,
        summary: 'What an invite link shows',
        params: inviteTokenParamsSchema,
        response: { 200: inviteSummarySchema },
      },
    },
    async (req, reply) => {
      const summary = await service.summary(req.params.token, req.ip);
      if (!summary) return reply.callNotFound();
      return reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex').send(summary);
    },
  );

  r.post(
    '/api/invites/:token/accept',
    {
      config: { rights: 'account' },
      schema: {
        tags,
        summary: 'The signed-in adult joins the family',
        params: inviteTokenParamsSchema,
        response: { 200: joinedSchema },
      },
    },
    async (req) => service.accept(req.params.token, req.user.id, req.ip),
  );

  r.post(
    '/api/invites/:token/sign-up',
    {
      config: { rights: 'public', door: ['sign-up', 'sets-password', 'sends-mail'] },
      schema: {
        tags,
        summary: "A new adult's account through an invite, joined to the family",
        params: inviteTokenParamsSchema,
        body: inviteSignUpSchema,
        response: { 201: inviteSignUpResultSchema },
      },
    },
    async (req, reply) => {
      const { headers, body } = await service.signUp(req.params.token, req.body, toHeaders(req), {
        ip: req.ip,
        log: req.log,
      });
      forwardSetCookies(reply, headers);
      return reply.status(201).send(body);
    },
  );
}
