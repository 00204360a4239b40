import { describe, expect, it } from 'vitest';
import {
  hasErrors,
  validateForgotPassword,
  validateResetPassword,
  validateSignIn,
  validateSignUp,
} from './auth-validation';

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

describe('validateForgotPassword', () => {
  it('asks for a well-formed email and accepts one with spaces around it', () => {
    expect(validateForgotPassword({ email: ' ' })).toEqual({ email: 'Enter your email address' });
    expect(validateForgotPassword({ email: 'ada@example' })).toEqual({
      email: 'Enter a valid email address',
    });
    expect(validateForgotPassword({ email: ' ada@example.com ' })).toEqual({});
  });
});

describe('validateResetPassword', () => {
  it('asks for an 8-character password typed twice', () => {
    expect(validateResetPassword({ password: 'short', confirmPassword: '' })).toEqual({
      password: 'Use at least 8 characters',
      confirmPassword: 'Enter the new password again',
    });
    expect(validateResetPassword({ password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) })).toEqual({
      password: 'Use at most 128 characters',
    });
  });

  it('refuses two different passwords and accepts the same one twice', () => {
    expect(validateResetPassword({ password: 'correct horse', confirmPassword: 'correct hose' })).toEqual({
      confirmPassword: 'The passwords don’t match',
    });
    expect(validateResetPassword({ password: 'correct horse', confirmPassword: 'correct horse' })).toEqual(
      {},
    );
  });
});
