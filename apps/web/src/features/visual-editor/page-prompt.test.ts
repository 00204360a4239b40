import { describe, expect, it } from 'vitest';
import { missingPagePrompt, pageTitle } from './page-prompt';

describe('the missing-page request', () => {
  it.each([
    ['/our-team', 'Our Team'],
    ['/blog/first_post', 'First Post'],
    ['/caf%C3%A9', 'Caf'],
    ['/', 'New Page'],
  ])('titles %s as %s', (pathname, title) => {
    expect(pageTitle(pathname)).toBe(title);
  });

  it('names the page, its route, its file and how visitors get there', () => {
    expect(
      missingPagePrompt('OurTeam', { pathname: '/our-team', linkText: 'Meet the team', referrerPath: '/' }),
    ).toBe(
      'Create a page called "Our Team", for the route /our-team: the app links to it but has no page there yet. ' +
        'Add it as src/pages/OurTeam.tsx, register its route in src/App.tsx above the catch-all route, and match ' +
        'the look of the existing pages. Visitors reach it from / through a link labelled "Meet the team".',
    );
    expect(missingPagePrompt('Faq', { pathname: '/faq', linkText: null, referrerPath: null })).not.toContain(
      'Visitors',
    );
  });
});
