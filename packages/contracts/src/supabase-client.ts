/**
 * The Supabase client Kiln writes into an app, and the brief telling the model it arrived: real models
 * read it, the offline model parses its first line.
 */

/** What an app's Supabase client carries: the database's name (for the brief), its URL and its public key. */
export type SupabaseClientConfig = { name: string; url: string; anonKey: string };

/** Where the client goes, as Lovable-made apps have it: `import { supabase } from '@/integrations/supabase/client'`. */
export const SUPABASE_CLIENT_PATH = 'src/integrations/supabase/client.ts';
/** The client library: in Kiln's shared store (templates/integration-packages), so no install is needed. */
export const SUPABASE_JS = { name: '@supabase/supabase-js', range: '^2.119.1' } as const;

const HEADER = 'Kiln connected the Supabase project';

/** A cloud project's API address; a self-hosted one is the URL its owner gave. */
export function cloudProjectUrl(ref: string): string {
  return `https://${ref}.supabase.co`;
}

/**
 * The client module. Only the URL and the anon key go into the app: both are public by Supabase's
 * design (row-level security decides what they may read or write). The service role key never does.
 */
export function supabaseClientSource({
  url,
  anonKey,
}: Pick<SupabaseClientConfig, 'url' | 'anonKey'>): string {
  return [
    '// Written by Kiln when Supabase was connected. The URL and the anon key are public by design:',
    "// row-level security on each table decides what they may read and write. Never put Supabase's",
    '// service role key in the app.',
    "import { createClient } from '@supabase/supabase-js';",
    '',
    `const SUPABASE_URL = ${JSON.stringify(url)};`,
    `const SUPABASE_ANON_KEY = ${JSON.stringify(anonKey)};`,
    '',
    'export const supabase = createClient(SUPABASE_URL, SUPABASE_ANON_KEY, {',
    '  auth: { persistSession: true, autoRefreshToken: true },',
    '});',
    '',
  ].join('\n');
}

/** What the model is told after INTEGRATE_SUPABASE, for this run only; fixed first line for the offline model. */
export function buildSupabaseBrief(name: string): string {
  return [
    `${HEADER} "${name.replace(/["\r\n]+/g, ' ').trim()}" to this app (phase INTEGRATE_SUPABASE).`,
    `Its client is in ${SUPABASE_CLIENT_PATH}: import { supabase } from '@/integrations/supabase/client'.`,
    `${SUPABASE_JS.name} is in package.json. Never write the service role key or any other secret into the app.`,
    'Tell the user in two sentences that the database is connected and what they can ask for now ' +
      '(sign-in, saving data). Change no other file unless the message asks for it.',
  ].join('\n');
}

/** The database's name when a message carries the brief, else null. */
export function parseSupabaseBrief(text: string): string | null {
  return new RegExp(`^${HEADER} "([^"]*)"`, 'm').exec(text)?.[1] ?? null;
}
