import { describe, expect, it } from 'vitest';
import { signUpSchema } from '../../shared/schemas/auth';
import { firstIssuePerField, zodCheck } from './form-check';

describe('firstIssuePerField', () => {
  it('keeps the first message of each field, keyed by the path’s first key', () => {
    expect(
      firstIssuePerField([
        { path: ['title'], message: 'first' },
        { path: ['title'], message: 'second' },
        { path: ['days', 0], message: 'a day' },
      ]),
    ).toEqual({ title: 'first', days: 'a day' });
  });
});

describe('zodCheck', () => {
  const check = zodCheck(
    signUpSchema,
    (v: { displayName: string; childAge: string; email: string; password: string }) => ({
      ...v,
      timezone: 'UTC',
    }),
  );

  it('gives the schema’s messages per field when the values do not parse', () => {
    const result = check({ displayName: ' ', childAge: '', email: 'nope', password: 'short' });
    expect(result).toEqual({
      kind: 'invalid',
      errors: {
        displayName: "Please enter the child's full name.",
        childAge: "Please choose the child's age.",
        email: 'Please enter a valid email address.',
        password: 'The password must be at least 8 characters.',
      },
    });
  });

  it('gives the parsed data and the input it came from', () => {
    const result = check({
      displayName: ' Ada ',
      childAge: '9',
      email: 'A@Example.com',
      password: 'a-long-unusual-pass',
    });
    expect(result.kind).toBe('ok');
    if (result.kind !== 'ok') return;
    expect(result.payload.data).toMatchObject({
      displayName: 'Ada',
      email: 'a@example.com',
      timezone: 'UTC',
    });
    expect(result.payload.input).toMatchObject({ displayName: ' Ada ', email: 'A@Example.com' });
  });
});
