import {
  BUILD_ERROR_MARKER,
  FIX_ERROR_PROMPT,
  MOBILE_RESPONSIVE_GUIDELINES,
  MOBILE_RESPONSIVE_HEADING,
  withMobileGuidelines,
} from '@kiln/contracts';
import { describe, expect, it } from 'vitest';
import {
  buildFixPrompt,
  maskSecrets,
  parseFixRequest,
  userMessageDisplay,
  visibleSecretNames,
} from './display-rules';

describe('maskSecrets', () => {
  it('masks API keys, keeping the first four characters', () => {
    const masked = maskSecrets('my key is sk-proj-4f9XcQ2LmN8pR7sT1vW3yZ6a, use it');
    expect(masked).toMatch(/^my key is sk-p•+, use it$/);
    expect(masked).not.toContain('4f9XcQ2L');
  });

  it('masks every segment of a JWT', () => {
    const jwt =
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U';
    const masked = maskSecrets(jwt);
    expect(masked.split('.').every((segment) => segment.slice(4).replaceAll('•', '') === '')).toBe(true);
  });

  it('caps the bullets so a long key does not stretch the bubble', () => {
    expect(maskSecrets(`ghp_${'a1'.repeat(40)}`)).toBe(`ghp_${'•'.repeat(16)}`);
  });

  it('leaves words, identifiers, env var names and short ids alone', () => {
    const text =
      'Use handleSubscriptionCheckoutCompleted in src/components/pricing-table.tsx; set VITE_SUPABASE_PUBLISHABLE_KEY_2 and id a1b2c3.';
    expect(maskSecrets(text)).toBe(text);
  });
});

describe('user message display', () => {
  it('shows a mobile-responsive request without the guidelines appended to it', () => {
    const content = withMobileGuidelines('Make the pricing page work on phones ');
    expect(content).toContain(MOBILE_RESPONSIVE_GUIDELINES);
    expect(userMessageDisplay(content)).toEqual({
      kind: 'text',
      text: 'Make the pricing page work on phones',
    });
    // The person's own lines are theirs: only the guidelines are left out.
    expect(userMessageDisplay(withMobileGuidelines('Two things:\n- a bigger logo'))).toEqual({
      kind: 'text',
      text: 'Two things:\n- a bigger logo',
    });
    // Text that merely mentions the heading is shown whole.
    const quoted = `Rename the section "${MOBILE_RESPONSIVE_HEADING}"`;
    expect(userMessageDisplay(quoted)).toEqual({ kind: 'text', text: quoted });
  });

  it('turns a message with the marker into a fix request', () => {
    const content = buildFixPrompt('src/App.tsx: Unexpected token (4:2)');
    expect(content).toBe(`${FIX_ERROR_PROMPT}\n\n${BUILD_ERROR_MARKER}src/App.tsx: Unexpected token (4:2)`);
    expect(parseFixRequest(content)).toEqual({
      prompt: FIX_ERROR_PROMPT,
      error: 'src/App.tsx: Unexpected token (4:2)',
    });
    expect(userMessageDisplay(content)).toMatchObject({
      kind: 'fix',
      error: 'src/App.tsx: Unexpected token (4:2)',
    });
  });

  it('masks secrets in plain messages', () => {
    expect(userMessageDisplay('key: sk-ant-api03-abcdefghij0123456789XYZ')).toEqual({
      kind: 'text',
      text: `key: sk-a${'•'.repeat(16)}`,
    });
  });
});

describe('visibleSecretNames', () => {
  it('hides the names Kiln manages itself', () => {
    expect(
      visibleSecretNames(['STRIPE_SECRET_KEY', 'SUPABASE_URL', 'RESEND_API_KEY', 'OPENAI_API_KEY']),
    ).toEqual(['STRIPE_SECRET_KEY', 'OPENAI_API_KEY']);
  });
});
