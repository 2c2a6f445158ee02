import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';

/** Not built yet: see the issue for this feature. */
export function registerBucketListRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
