import type { Kysely } from 'kysely';
import type { AppConfig, FileLimits } from './config';
import type { Dialect } from './db/client';
import type { DB } from './db/types';
import type { FileStore } from './files/file-store';
import type { GameService } from './features/game/game.service';
import type { ProfileService } from './features/profile/profile.service';
import type { StudentsService } from './features/students/students.service';
import type { ReadCache } from './http/read-cache';
import type { ActivityLog } from './features/activity/activity.service';
import type { EventBus } from './realtime/bus';

/** What every feature's `register…Routes(app, deps)` receives. */
export interface AppDeps {
  db: Kysely<DB>;
  dialect: Dialect;
  config: AppConfig;
  bus: EventBus;
  profiles: ProfileService;
  /** The family's children; the request scope checks a route's `:studentId` through it. */
  students: StudentsService;
  game: GameService;
  /** The hottest reads' bodies until the account changes (ADR 019). */
  readCache: ReadCache;
  /** The family's files (DATA_DIR/files or S3-compatible storage; DESIGN §13). */
  files: FileStore;
  fileLimits: FileLimits;
  /** The account activity log (ADR 032): what was done to the family's account. */
  activity: ActivityLog;
}
