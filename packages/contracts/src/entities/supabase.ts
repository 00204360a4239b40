import { z } from 'zod';

/** Seed 002 §3. */
export const SupabaseOrganizationSchema = z.object({ id: z.string(), name: z.string() });
export type SupabaseOrganization = z.infer<typeof SupabaseOrganizationSchema>;

/**
 * Seed 002 §3 "Supabase project" (Supabase's `id` is the project ref). The database password never
 * travels: `connection_string` has it replaced by bullets.
 */
export const SupabaseProjectSchema = z.object({
  id: z.string(),
  ref: z.string(),
  organization_id: z.string(),
  name: z.string(),
  region: z.string(),
  connection_string: z.string().nullable(),
  organization: SupabaseOrganizationSchema.optional(),
});
export type SupabaseProject = z.infer<typeof SupabaseProjectSchema>;
