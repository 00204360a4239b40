import { z } from 'zod';

/** The integrations' constants (seed 000 §2, §5, §9; seed 002 §9), beside the rest of constants.ts. */

/** Seed 000 §2, §9: the integrations catalogue's categories and tabs. */
export const IntegrationCategorySchema = z.enum(['development', 'database_storage', 'analytics']);
export type IntegrationCategory = z.infer<typeof IntegrationCategorySchema>;
export const INTEGRATION_TABS = [
  { id: 'all', label: 'All' },
  { id: 'development', label: 'Development' },
  { id: 'database_storage', label: 'Database & Storage' },
  { id: 'analytics', label: 'Analytics' },
] as const;
/** Kiln adds `not_configured`: built, but this instance lacks the provider's credentials. */
export const IntegrationCatalogueStatusSchema = z.enum([
  'connected',
  'available',
  'not_configured',
  'coming_soon',
]);
export type IntegrationCatalogueStatus = z.infer<typeof IntegrationCatalogueStatusSchema>;
export const INTEGRATION_STATUS_LABELS: Record<IntegrationCatalogueStatus, string> = {
  connected: 'Connected',
  available: 'Available',
  not_configured: 'Not set up',
  coming_soon: 'Coming soon',
};

/** Seed 000 §5, seed 002 §4: only one of these per project; a provider once used locks the choice. */
export const DatabaseProviderSchema = z.enum(['Supabase', 'Firebase']);
export type DatabaseProvider = z.infer<typeof DatabaseProviderSchema>;

/** Seed 002 §9: Supabase regions with their labels, worded as the seed gives them. */
export const SUPABASE_REGIONS = [
  { id: 'us-east-1', label: 'US East N. Virginia' },
  { id: 'us-west-1', label: 'US West Oregon' },
  { id: 'eu-central-1', label: 'EU Frankfurt' },
  { id: 'ap-southeast-1', label: 'Asia Pacific Singapore' },
] as const;
export const SupabaseRegionSchema = z.enum(['us-east-1', 'us-west-1', 'eu-central-1', 'ap-southeast-1']);
export type SupabaseRegion = z.infer<typeof SupabaseRegionSchema>;
export const DEFAULT_SUPABASE_REGION: SupabaseRegion = 'us-east-1';
export const SUPABASE_PLAN = 'free';
