/** The fake Supabase listens beside the e2e server (GitHub's fake is at +2000, the model's at +3000). */
export function fakeSupabaseUrl(kilnPort: number): string {
  return `http://127.0.0.1:${kilnPort + 4000}`;
}
