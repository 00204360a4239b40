import { describe, expect, it } from 'vitest';
import { extractSpec } from '../app-spec';
import { defaultNamesFor } from '../recipes';
import { buildSection } from '../recipes/sections';
import { sectionContextFor } from './sections';
import type { IntentContext } from './types';

describe('a section added by an edit', () => {
  it('speaks the app’s language: a gallery added to a Spanish bakery’s page says Galería', () => {
    const spec = extractSpec('Una página para mi panadería en Sevilla', defaultNamesFor);
    const context = sectionContextFor({ spec: () => spec } as unknown as IntentContext);
    expect(context?.language).toBe('es');
    const [file] = buildSection('gallery', context ?? { name: '', copy: {} as never, colour: '' }).files;
    expect(file?.content).toContain('Galería');
    expect(file?.content).not.toContain('A look inside');
  });
});
