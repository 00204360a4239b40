import { describe, expect, it } from 'vitest';
import { FORK_PROGRESS_LABELS, MESSAGE_TEMPLATES, MESSAGES } from './messages';

describe('user-facing strings', () => {
  it('keeps the curly apostrophe of the premium message', () => {
    expect(MESSAGES.PREMIUM_RESTRICTED).toBe(
      'We\u2019ve restricted free access, upgrade to premium to use this feature.',
    );
    expect(MESSAGES.PREMIUM_RESTRICTED).not.toContain("'");
  });

  it('keeps the seeds\u2019 straight apostrophes, typos and punctuation', () => {
    expect(MESSAGES.NO_PERMISSION_SWITCH_VERSIONS).toBe("You don't have permission to switch versions");
    expect(MESSAGES.REDEPLOYED_TITLE).toBe('Reployed');
    expect(MESSAGES.SEE_MORE).toBe('See more \u2192');
    expect(MESSAGES.SUPABASE_LOGOUT_FAILED).toBe('Failed to logout from Supabase. Please try again');
    expect(MESSAGES.BINARY_FILE).toBe(
      'This file cannot be displayed in the editor. Binary file not previewed',
    );
  });

  it('fills the seed templates to the seed wording', () => {
    expect(MESSAGE_TEMPLATES.alreadyConnected('Firebase')).toBe(
      "You're already connected to Firebase. Only one database connection is allowed at a time.",
    );
    expect(MESSAGE_TEMPLATES.previouslyUsing('Supabase')).toBe(
      'This project was previously using Supabase, please continue with Supabase.',
    );
    expect(MESSAGE_TEMPLATES.editEntry(3, 'Add footer')).toBe('Edit #3 \u2022 Add footer');
    expect(MESSAGE_TEMPLATES.fixAttempt(2)).toBe('Attempting to fix automatically (Attempt: 2)');
    expect(MESSAGE_TEMPLATES.deleteElementConfirm('div')).toBe(
      'Are you sure you want to delete this div element? This action cannot be undone.',
    );
  });

  it('has no stray whitespace', () => {
    for (const text of [...Object.values(MESSAGES), ...FORK_PROGRESS_LABELS]) {
      expect(text).toBe(text.trim());
      expect(text).not.toMatch(/ {2}/);
    }
  });
});
