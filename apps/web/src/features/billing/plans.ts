import { PRICES, type PremiumFeature } from '@kiln/contracts';

export type PlanOption = {
  id: 'monthly' | 'annual';
  title: string;
  amount: number;
  per: string;
  savingPercent: number | null;
};

/** The two upsell plans of seed 002 §9, in the order they are shown. */
export const PLAN_OPTIONS: readonly PlanOption[] = [
  {
    id: 'monthly',
    title: 'Monthly',
    amount: PRICES.monthly.amount,
    per: PRICES.monthly.per,
    savingPercent: null,
  },
  {
    id: 'annual',
    title: 'Annual',
    amount: PRICES.annual.amount,
    per: PRICES.annual.per,
    savingPercent: PRICES.annual.savingPercent,
  },
];

/** What Premium unlocks (seed 000 §6, seed 001 §6, seed 002 §6), as the Upgrade dialog says it. */
export const PREMIUM_FEATURE_LABELS: Record<PremiumFeature, string> = {
  projects: 'Favourite, duplicate and fork projects',
  deploy: 'Deploy to the web, with custom domains',
  private: 'Private projects',
  download: 'Download the code',
  github: 'Export to GitHub',
  fix_errors: 'Automatic error fixing',
  suggestions: 'AI suggestions',
  media: 'Apply images and videos',
  supabase: 'Supabase projects',
  resend: 'Resend email',
};

/** The lines of "Premium includes": only the features this instance has, as its server lists them. */
export function premiumFeatureLines(features: readonly PremiumFeature[]): string[] {
  return features.map((feature) => PREMIUM_FEATURE_LABELS[feature]);
}

/** "$89": whole amounts without decimals, cents when there are any. */
export function formatPrice(amount: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** The admin command that grants Premium on a self-hosted instance. */
export function setPlanCommand(email: string): string {
  const safe = /^[^\s'"`$\\;&|<>]+$/.test(email) ? email : '<email>';
  return `npm run admin -- set-plan ${safe} premium`;
}
