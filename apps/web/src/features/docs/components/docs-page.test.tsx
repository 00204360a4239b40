// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { DOC_SECTIONS, MODEL_SETTINGS, OFFLINE_RECIPES } from '../content';
import { DocsPage } from './docs-page';

afterEach(cleanup);

describe('the documentation page', () => {
  it('has a section and a contents link for every topic', () => {
    renderWithApp(<DocsPage />, { path: '/docs' });
    expect(screen.getByRole('heading', { level: 1, name: 'Build with Kiln' })).toBeDefined();
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    for (const { id, title } of DOC_SECTIONS) {
      expect(screen.getByRole('heading', { level: 2, name: title }).closest('section')?.id).toBe(id);
      expect(within(toc).getByRole('link', { name: title }).getAttribute('href')).toBe(`#${id}`);
    }
    // Which one is current depends on layout: the Playwright spec checks it in Chromium.
    expect(document.title).toBe('Documentation · Kiln');
  });

  it('lists every offline recipe and every model setting', () => {
    renderWithApp(<DocsPage />, { path: '/docs' });
    const recipes = screen.getByRole('table', { name: "The offline model's recipes" });
    expect(within(recipes).getAllByRole('row')).toHaveLength(OFFLINE_RECIPES.length + 1);
    const settings = screen.getByRole('table', { name: 'Model settings' });
    for (const { name } of MODEL_SETTINGS) expect(within(settings).getByText(name)).toBeDefined();
  });
});
