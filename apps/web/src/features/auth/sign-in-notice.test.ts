import { describe, expect, it } from 'vitest';
import { signInNoticeText } from './sign-in-notice';

describe('signInNoticeText', () => {
  it('reads a known notice and ignores anything else a page pushed', () => {
    expect(signInNoticeText({ notice: 'password-changed' })).toBe(
      'Your password was changed. Sign in with your new password.',
    );
    for (const state of [null, undefined, 'password-changed', {}, { notice: 'toString' }, { notice: 1 }]) {
      expect(signInNoticeText(state)).toBeNull();
    }
  });
});
