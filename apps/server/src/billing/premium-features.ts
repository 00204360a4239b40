import { type PremiumFeature, PremiumFeatureSchema } from '@kiln/contracts';
import type { Env } from '../env';

/**
 * The premium features this instance has: all of them but those needing an app of the operator's
 * that is not configured (GitHub export: GITHUB_APP_* and GITHUB_CLIENT_*; Supabase projects: SUPABASE_OAUTH_CLIENT_*).
 */
export function premiumFeatures(env: Pick<Env, 'githubApp' | 'supabase'>): PremiumFeature[] {
  const isAvailable: Record<PremiumFeature, boolean> = {
    projects: true,
    deploy: true,
    private: true,
    download: true,
    github: env.githubApp !== undefined,
    fix_errors: true,
    suggestions: true,
    media: true,
    supabase: env.supabase.oauth !== undefined,
    resend: true,
  };
  return PremiumFeatureSchema.options.filter((feature) => isAvailable[feature]);
}
