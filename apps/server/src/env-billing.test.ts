import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  STRIPE_PRICE_MONTHLY: 'price_m',
  STRIPE_PRICE_ANNUAL: 'price_a',
};

describe('Stripe billing env', () => {
  it('is off when no Stripe variable is set', () => {
    expect(loadEnv({}).billing).toBeUndefined();
  });

  it('is on with all four, pointed at STRIPE_API_URL when set', () => {
    expect(loadEnv(STRIPE).billing).toEqual({
      secretKey: 'sk_test_x',
      webhookSecret: 'whsec_x',
      prices: { monthly: 'price_m', annual: 'price_a' },
      api: undefined,
    });
    expect(loadEnv({ ...STRIPE, STRIPE_API_URL: 'http://127.0.0.1:4567' }).billing?.api).toEqual({
      host: '127.0.0.1',
      port: 4567,
      protocol: 'http',
    });
  });

  it('refuses a partial configuration at start, naming what is missing', () => {
    expect(() => loadEnv({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PRICE_MONTHLY: 'price_m' })).toThrow(
      /missing: STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_ANNUAL/,
    );
  });
});
