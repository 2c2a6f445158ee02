import { describe, expect, it } from 'vitest';
import { isOffline, reportServerReached, subscribeToConnection } from './connection';

describe('connection', () => {
  it('is offline from a failed call until the server answers again, and tells its listeners once per change', () => {
    let changes = 0;
    const stop = subscribeToConnection(() => changes++);
    expect(isOffline()).toBe(false);
    reportServerReached(false);
    expect(isOffline()).toBe(true);
    reportServerReached(false);
    expect(changes).toBe(1);
    reportServerReached(true);
    expect(isOffline()).toBe(false);
    expect(changes).toBe(2);
    stop();
    reportServerReached(false);
    expect(changes).toBe(2);
    reportServerReached(true);
  });
});
