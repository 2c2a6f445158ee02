import type { FastifyReply } from 'fastify';

/**
 * A response serialiser without the zod response check the app's routes get by default, for the hottest
 * routes whose bodies are built field by field from typed DTOs (the check costs more than the rest of such a
 * route's JSON work). The schema still documents the route in OpenAPI, and the route's API test checks its
 * bodies against the schema strictly, so nothing more than it describes goes out.
 */
export const plainJson = () => (data: unknown) => JSON.stringify(data);

/** Sends a body serialised already (a kept read, see read-cache.ts): with a JSON type Fastify sends it as it is. */
export const sendJsonText = (reply: FastifyReply, body: string) =>
  reply.type('application/json; charset=utf-8').send(body);
