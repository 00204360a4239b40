import { describe, expect, it } from 'vitest';
import { hasErrors, validateSignIn, validateSignUp } from './auth-validation';

describe('validateSignIn', () => {
  it('asks for both fields', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({
      email: 'Enter your email address',
      password: 'Enter your password',
    });
  });

  it('rejects a malformed email and accepts a good pair', () => {
    expect(validateSignIn({ email: 'ada@', password: 'x' })).toEqual({
      email: 'Enter a valid email address',
    });
    expect(hasErrors(validateSignIn({ email: ' ada@example.com ', password: 'x' }))).toBe(false);
  });
});

describe('validateSignUp', () => {
  it('requires a name and an 8-character password', () => {
    expect(validateSignUp({ name: '  ', email: 'ada@example.com', password: 'short' })).toEqual({
      name: 'Enter your name',
      password: 'Use at least 8 characters',
    });
  });

  it('accepts a complete form', () => {
    expect(validateSignUp({ name: 'Ada', email: 'ada@example.com', password: 'correct horse' })).toEqual({});
  });
});
