import { describe, expect, it } from 'vitest';
import { componentNameFor } from './missing-page';

describe('componentNameFor', () => {
  it.each([
    ['/pricing', 'Pricing'],
    ['/our-team', 'OurTeam'],
    ['/blog/first_post', 'BlogFirstPost'],
    ['/2024/recap', 'Page2024Recap'],
    ['/', 'NewPage'],
    ['/%3Cimg%3E', 'Page3Cimg3E'],
  ])('%s → %s', (pathname, name) => {
    expect(componentNameFor(pathname)).toBe(name);
    expect(name).toMatch(/^[A-Z][A-Za-z0-9]*$/);
  });
});
