import { describe, expect, it } from 'vitest';
import { FIREBASE_CLIENT_PATH } from '../integrations/firebase/app-client';
import { SUPABASE_CLIENT_PATH } from '../integrations/supabase/app-client';
import { buildSystemPrompt } from './system-prompt';

const base = { mode: 'build' as const, knowledgeBase: '', isFirstPrompt: false };

describe('the system prompt', () => {
  it('tells the model about Supabase once the app has its client, and to keep keys out of the app', () => {
    const prompt = buildSystemPrompt({ ...base, files: ['src/App.tsx', SUPABASE_CLIENT_PATH] });
    expect(prompt).toContain('Supabase is connected to this app');
    expect(prompt).toContain("import { supabase } from '@/integrations/supabase/client'");
    expect(prompt).toContain('never write a Supabase key, the service role');
    expect(buildSystemPrompt({ ...base, files: ['src/App.tsx'] })).not.toContain('Supabase');
  });

  it('tells the model about Firebase once the app has its client, and to keep keys out of the app', () => {
    const prompt = buildSystemPrompt({ ...base, files: ['src/App.tsx', FIREBASE_CLIENT_PATH] });
    expect(prompt).toContain('Firebase is connected to this app');
    expect(prompt).toContain("'@/integrations/firebase/client'");
    expect(prompt).toContain('never write a service account key');
    expect(buildSystemPrompt({ ...base, files: ['src/App.tsx'] })).not.toContain('Firebase');
  });

  it("tells the model that contact forms post to the app's own /api/kiln/email, with no recipient", () => {
    for (const mode of ['build', 'chat'] as const) {
      const prompt = buildSystemPrompt({ ...base, mode, files: ['src/App.tsx'] });
      expect(prompt).toContain('POST /api/kiln/email');
      expect(prompt).toContain('no recipient');
    }
  });
});
