export { SupabaseDialog } from './components/lazy-supabase-dialog';
export { SupabaseRailButton } from './components/supabase-rail-button';
