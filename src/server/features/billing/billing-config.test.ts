import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { configError } from '../../test/config-error';

// docs/architecture.md#billing and the README configuration table: BILLING_PROVIDER chooses the provider; Stripe needs its keys.
describe('billing configuration', () => {
  const base = { AUTH_SECRET: 's'.repeat(32), DATA_DIR: '/tmp/equipped-config-unused' };
  const production = { ...base, NODE_ENV: 'production', PUBLIC_URL: 'https://equipped.example', SMTP_URL: 'smtp://mail.example:587' };
  const stripeKeys = {
    STRIPE_SECRET_KEY: 'sk_live_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
    STRIPE_PRICE_MONTHLY: 'price_m',
    STRIPE_PRICE_YEARLY: 'price_y',
  };

  it('uses the local test-mode provider by default outside production, with no Stripe settings', () => {
    expect(loadConfig(base)).toMatchObject({ billingProvider: 'local', stripe: null });
  });

  it('has no default in production, where the test-mode checkout would give plans away, but accepts local when asked', () => {
    expect(configError(production)).toMatch(/Missing: BILLING_PROVIDER\./);
    expect(loadConfig({ ...production, BILLING_PROVIDER: 'local' })).toMatchObject({ billingProvider: 'local', stripe: null });
  });

  it('refuses BILLING_PROVIDER=stripe in production without its keys, naming each missing one', () => {
    expect(configError({ ...production, BILLING_PROVIDER: 'stripe' })).toContain(
      'Missing: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_MONTHLY, STRIPE_PRICE_YEARLY.',
    );
    expect(configError({ ...production, BILLING_PROVIDER: 'stripe', ...stripeKeys, STRIPE_WEBHOOK_SECRET: '' })).toMatch(
      /Missing: STRIPE_WEBHOOK_SECRET\./,
    );
  });

  it('refuses it outside production too: the provider cannot work without them', () => {
    expect(configError({ ...base, BILLING_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x' })).toMatch(
      /Missing: STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_MONTHLY, STRIPE_PRICE_YEARLY\./,
    );
  });

  it('reads the Stripe settings, talking to Stripe itself unless STRIPE_API_URL says otherwise', () => {
    expect(loadConfig({ ...production, BILLING_PROVIDER: 'stripe', ...stripeKeys }).stripe).toEqual({
      secretKey: 'sk_live_x',
      webhookSecret: 'whsec_x',
      priceMonthly: 'price_m',
      priceYearly: 'price_y',
      api: null,
    });
    expect(
      loadConfig({ ...base, BILLING_PROVIDER: 'stripe', ...stripeKeys, STRIPE_API_URL: 'http://127.0.0.1:12111' }).stripe?.api,
    ).toEqual({
      host: '127.0.0.1',
      port: 12111,
      protocol: 'http',
    });
  });

  it('rejects an unknown provider and a STRIPE_API_URL that is not http(s)', () => {
    expect(configError({ ...base, BILLING_PROVIDER: 'paypal' })).toMatch(/BILLING_PROVIDER/);
    expect(configError({ ...base, BILLING_PROVIDER: 'stripe', ...stripeKeys, STRIPE_API_URL: 'ftp://x' })).toMatch(
      /STRIPE_API_URL must be an http\(s\) URL/,
    );
  });
});
