import { describe, expect, it } from 'vitest';
import { CHILD_AGES, signUpSchema } from './auth';

const valid = {
  displayName: '  Maya Johnson ',
  childAge: '9',
  email: ' Maya@Example.com ',
  password: 'long enough',
};

describe('signUpSchema', () => {
  it('accepts a complete sign-up, trimming the name and normalising the email', () => {
    expect(signUpSchema.parse(valid)).toMatchObject({
      displayName: 'Maya Johnson',
      email: 'maya@example.com',
    });
  });

  it('offers ages 6 to 18 and refuses others', () => {
    expect(CHILD_AGES[0]).toBe('6');
    expect(CHILD_AGES.at(-1)).toBe('18');
    expect(signUpSchema.safeParse({ ...valid, childAge: '5' }).success).toBe(false);
    expect(signUpSchema.safeParse({ ...valid, childAge: '19' }).success).toBe(false);
  });

  it('asks for a missing age with one clear message', () => {
    const result = signUpSchema.safeParse({ ...valid, childAge: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(["Please choose the child's age."]);
  });

  it('requires a password of at least 8 characters', () => {
    expect(signUpSchema.safeParse({ ...valid, password: 'short' }).error?.issues[0]?.message).toBe(
      'The password must be at least 8 characters.',
    );
  });

  it('refuses the most common passwords, whatever their case', () => {
    for (const password of ['password123', 'Password123', '12345678', 'QWERTYUIOP']) {
      expect(signUpSchema.safeParse({ ...valid, password }).error?.issues[0]?.message).toBe(
        'This password is too common. Please choose a less guessable one.',
      );
    }
    expect(signUpSchema.safeParse({ ...valid, password: 'purple giraffe dances' }).success).toBe(true);
  });
});
