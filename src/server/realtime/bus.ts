import { EventEmitter } from 'node:events';
import type { ChangeKind } from '../../shared/live-updates';

/** What changed, so clients can refetch just that (the kinds are shared with the client). */
export type { ChangeKind };

export interface ChangeEvent {
  userId: string;
  kinds: ChangeKind[];
}

export interface EventBus {
  /** Announce a committed change of the account's data (call after the transaction). */
  publish(userId: string, ...kinds: ChangeKind[]): void;
  subscribe(userId: string, listener: (event: ChangeEvent) => void): () => void;
}

/** In-process bus; a Postgres LISTEN/NOTIFY bridge relays the same events between instances. */
export function createEventBus(): EventBus & { emitLocal(event: ChangeEvent): void; onPublish(fn: (e: ChangeEvent) => void): void } {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const publishHooks: ((e: ChangeEvent) => void)[] = [];
  return {
    publish(userId, ...kinds) {
      const event = { userId, kinds };
      emitter.emit(userId, event);
      for (const hook of publishHooks) hook(event);
    },
    emitLocal(event) {
      emitter.emit(event.userId, event);
    },
    onPublish(fn) {
      publishHooks.push(fn);
    },
    subscribe(userId, listener) {
      emitter.on(userId, listener);
      return () => emitter.off(userId, listener);
    },
  };
}
