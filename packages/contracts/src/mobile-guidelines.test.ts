import { describe, expect, it } from 'vitest';
import { ChatMessageInputSchema } from './calls/chat';
import { PROMPT_MAX } from './constants';
import { MOBILE_RESPONSIVE_GUIDELINES, readRequest, withMobileGuidelines } from './mobile-guidelines';

describe('mobile-responsive requests', () => {
  it('append the guidelines after the request and read back the request alone', () => {
    const content = withMobileGuidelines('  Add a pricing section\n');
    expect(content).toBe(`Add a pricing section\n\n${MOBILE_RESPONSIVE_GUIDELINES}`);
    expect(readRequest(content)).toEqual({ request: 'Add a pricing section', isMobileResponsive: true });
    expect(readRequest('Add a pricing section')).toEqual({
      request: 'Add a pricing section',
      isMobileResponsive: false,
    });
    expect(withMobileGuidelines('   ')).toBe('');
  });

  it('let a full-length request carry the guidelines, and no more than that', () => {
    const full = 'a'.repeat(PROMPT_MAX);
    const accepts = (content: string) => ChatMessageInputSchema.safeParse({ role: 'user', content }).success;
    expect(accepts(full)).toBe(true);
    expect(accepts(withMobileGuidelines(full))).toBe(true);
    expect(accepts(`${full}a`)).toBe(false);
    expect(accepts(withMobileGuidelines(`${full}a`))).toBe(false);
    // Padding smuggled after the guidelines is counted.
    expect(accepts(`${withMobileGuidelines(full)}${'b'.repeat(10)}`)).toBe(false);
  });
});
