import { describe, expect, it } from 'vitest';
import { secretMark } from '@server/http/secret-urls';
import { secretsInLog } from '@tests/setup/log-secrets';

const token = 'yOtB0fb6Qx1c2v3b4n5m6a7s8d9f0g1h2j3k4l5zI4M';

describe('the E2E log check', () => {
  it('finds a token in the clear in a path or a query', () => {
    expect(secretsInLog(`{"url":"/api/calendar/${token}.ics"}`)).not.toEqual([]);
    expect(secretsInLog(`{"url":"/invite/${token}"}`)).not.toEqual([]);
    expect(secretsInLog(`{"url":"/api/evaluator/${token}/files/x/y"}`)).not.toEqual([]);
    expect(secretsInLog(`{"url":"/api/account/verify-email?token=${token}"}`)).not.toEqual([]);
    expect(secretsInLog(`{"url":"/reset-password?foo=1&token=${token}"}`)).not.toEqual([]);
  });

  it('lets a marked secret and a path without one pass', () => {
    const mark = secretMark(token);
    expect(secretsInLog(`{"url":"/api/calendar/${mark}"}`)).toEqual([]);
    expect(secretsInLog(`{"url":"/api/invites/${mark}/accept"}`)).toEqual([]);
    expect(secretsInLog(`{"url":"/api/account/verify-email?token=${mark}"}`)).toEqual([]);
    expect(secretsInLog(`{"url":"/api/invites"}`)).toEqual([]);
    expect(secretsInLog(`{"url":"/api/tasks?from=2026-01-01"}`)).toEqual([]);
  });
});
