import { BUILD_ERROR_MARKER, FIX_ERROR_PROMPT } from '@kiln/contracts';
import { describe, expect, it } from 'vitest';
import {
  buildFixPrompt,
  MOBILE_RESPONSIVE_HEADING,
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
  it('shows only the first line of a mobile-responsive request', () => {
    const content = `Make the pricing page work on phones\n\n${MOBILE_RESPONSIVE_HEADING}\n- Use a single column below 640px`;
    expect(userMessageDisplay(content)).toEqual({
      kind: 'text',
      text: 'Make the pricing page work on phones',
    });
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
