import { EventEmitter } from 'node:events';
import type { ChangeKind } from '../../shared/live-updates';
import type { StudentKey } from '../scope/scope';

/** What changed, so clients can refetch just that (the kinds are shared with the client). */
export type { ChangeKind };

export interface ChangeEvent {
  familyId: string;
  kinds: ChangeKind[];
  /** The child whose data changed; absent for the family's own data (settings, classes, blocks…). */
  studentId?: string;
}

/**
 * How another instance is told of an event by a statement itself (PostgreSQL: `pg_notify(channel, payload)` in the
 * change's own statement, sent when it commits; ADR 049), instead of a NOTIFY of its own after it.
 */
export interface StatementRelay {
  channel: string;
  payload(event: ChangeEvent): string;
}

export interface EventBus {
  /** Announce a committed change of the family's data (call after the transaction). */
  publish(familyId: string, ...kinds: ChangeKind[]): void;
  /** Announce a committed change of one child's data (a tab showing another child does not refetch). */
  publishChild(child: StudentKey, ...kinds: ChangeKind[]): void;
  /** `publish`, resolved once the other instances have been sent the event (at once with one instance). */
  publishAndWait(familyId: string, ...kinds: ChangeKind[]): Promise<void>;
  /** The relay to other instances, when a statement can carry its NOTIFY (PostgreSQL); null without one. */
  readonly relay: StatementRelay | null;
  /**
   * `publishChild` for an event the change's own statement has sent to the other instances (`relay`): delivered
   * in this process only.
   */
  publishChildRelayed(child: StudentKey, ...kinds: ChangeKind[]): void;
  subscribe(familyId: string, listener: (event: ChangeEvent) => void): () => void;
  /** Every event of every family, published here or relayed from another instance (server-side caches). */
  onEvent(listener: (event: ChangeEvent) => void): void;
}

/** What a relay to other instances hooks into: local delivery of their events, and our own publishes. */
export interface BridgeableBus extends EventBus {
  emitLocal(event: ChangeEvent): void;
  /** With `wait`, the hook's promise says when the other instances have been sent the event. */
  onPublish(fn: (e: ChangeEvent, wait: boolean) => Promise<void> | void): void;
  /** The relay's form for statements (null when it stops). */
  setRelay(relay: StatementRelay | null): void;
}

/** In-process bus; a Postgres LISTEN/NOTIFY bridge relays the same events between instances. */
export function createEventBus(): BridgeableBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const publishHooks: ((e: ChangeEvent, wait: boolean) => Promise<void> | void)[] = [];
  const eventListeners: ((e: ChangeEvent) => void)[] = [];
  let relay: StatementRelay | null = null;
  const deliverLocally = (event: ChangeEvent) => {
    for (const listener of eventListeners) listener(event);
    emitter.emit(event.familyId, event);
  };
  const publish = (familyId: string, kinds: ChangeKind[], wait: boolean, studentId?: string) => {
    const event: ChangeEvent = studentId ? { familyId, kinds, studentId } : { familyId, kinds };
    deliverLocally(event);
    return publishHooks.map((hook) => hook(event, wait));
  };
  return {
    publish(familyId, ...kinds) {
      publish(familyId, kinds, false);
    },
    publishChild(child, ...kinds) {
      publish(child.familyId, kinds, false, child.studentId);
    },
    async publishAndWait(familyId, ...kinds) {
      await Promise.all(publish(familyId, kinds, true));
    },
    get relay() {
      return relay;
    },
    publishChildRelayed(child, ...kinds) {
      deliverLocally({ familyId: child.familyId, kinds, studentId: child.studentId });
    },
    setRelay(next) {
      relay = next;
    },
    emitLocal: deliverLocally,
    onPublish(fn) {
      publishHooks.push(fn);
    },
    onEvent(listener) {
      eventListeners.push(listener);
    },
    subscribe(familyId, listener) {
      emitter.on(familyId, listener);
      return () => emitter.off(familyId, listener);
    },
  };
}
