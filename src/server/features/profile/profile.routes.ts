import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';

/** Not built yet: profile name (shell issue). */
export function registerProfileRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
