import { describe, expect, it } from 'vitest';
import {
  CODE_GENERATION_OVERLAY_PHASES,
  DEFAULT_SUPABASE_REGION,
  isBinaryPath,
  languageLabelFor,
  SIDEBAR_ITEMS,
  SUB_PHASES,
  SUPABASE_REGIONS,
  SupabaseRegionSchema,
} from './constants';

describe('seed constants', () => {
  it('labels code explorer languages, Plain Text otherwise', () => {
    expect(languageLabelFor('src/App.tsx')).toBe('TSX');
    expect(languageLabelFor('README.md')).toBe('Markdown');
    expect(languageLabelFor('Dockerfile')).toBe('Plain Text');
    expect(languageLabelFor('.env')).toBe('Plain Text');
  });

  it('recognises binary files by extension, case-insensitively', () => {
    expect(isBinaryPath('public/Logo.PNG')).toBe(true);
    expect(isBinaryPath('bun.lockb')).toBe(true);
    expect(isBinaryPath('src/icons.svg.ts')).toBe(false);
  });

  it('shows the code-generation overlay from dependency install to upload, not before or after', () => {
    expect(CODE_GENERATION_OVERLAY_PHASES).not.toContain('PROMPT');
    expect(CODE_GENERATION_OVERLAY_PHASES).not.toContain('CLONE_AND_SETUP_REPO');
    expect(CODE_GENERATION_OVERLAY_PHASES).not.toContain('COMPLETE');
    expect(CODE_GENERATION_OVERLAY_PHASES).toContain('RUN_LLM_EDIT');
    expect(CODE_GENERATION_OVERLAY_PHASES).toContain('INTEGRATE_SUPABASE');
  });

  it('keeps the sub-phases in seed order', () => {
    expect(SUB_PHASES).toEqual(['CODING', 'EDITING', 'INSTALLING', 'TESTING', 'CHAT']);
  });

  it('lists every Supabase region once, the default among them', () => {
    expect(SUPABASE_REGIONS.map((r) => r.id)).toEqual(SupabaseRegionSchema.options);
    expect(SupabaseRegionSchema.options).toContain(DEFAULT_SUPABASE_REGION);
  });

  it('shows non-owners only Assets and Components', () => {
    expect(SIDEBAR_ITEMS.filter((i) => i.isPublic).map((i) => i.label)).toEqual(['Assets', 'Components']);
  });
});
