import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { FAKE_STRIPE } from '../apps/server/src/billing/testing/fake-stripe';
import {
  APP_ID,
  APP_SLUG,
  CLIENT_ID,
  CLIENT_SECRET,
} from '../apps/server/src/github/testing/app-credentials';
import { FAKE_SUPABASE_CLIENT } from '../apps/server/src/integrations/supabase/testing/fake-supabase';
import { fakeGoogleTokenUrl } from './support/firebase';
import { publicGitHost } from './support/git-host';
import { e2eAppKeys, fakeGithubUrl } from './support/github';
import { mailboxUrl, smtpPort } from './support/mail';
import { FAKE_MODEL, fakeModelUrl } from './support/model';
import { fakeResendUrl } from './support/resend';
import { fakeSupabaseUrl } from './support/supabase';

const PORT = Number(process.env.KILN_E2E_PORT ?? 3100);
const BASE_URL = `http://localhost:${PORT}`;
const root = path.resolve(import.meta.dirname, '..');

/** Every e2e run starts on a fresh instance: a new data dir, so the first sign-up is its first account. */
const dataDir = process.env.KILN_E2E_DATA_DIR ?? path.join(root, '.kiln-test/e2e');

/** GitHub export runs against the integration tests' fake GitHub, started before the server. */
const GITHUB_URL = fakeGithubUrl(PORT);
/** A slow local model (support/fake-model-server.ts) beside the offline one, which stays the default. */
const MODEL_URL = fakeModelUrl(PORT);
/** Supabase's Management API and OAuth server (support/fake-supabase-server.ts). */
const SUPABASE_URL = fakeSupabaseUrl(PORT);
/** Google's OAuth token endpoint, where firebase-admin checks a service account (support/fake-google-token-server.ts). */
const GOOGLE_TOKEN_URL = fakeGoogleTokenUrl(PORT);
/** Resend's REST API (support/fake-resend-server.ts). */
const RESEND_URL = fakeResendUrl(PORT);
/** Stripe's API and hosted Checkout (support/fake-stripe-server.ts), which posts signed events to Kiln. */
const STRIPE_URL = `http://127.0.0.1:${PORT + 5800}`;
/** A public git host on loopback (support/public-git-server.ts) that Kiln may import from. */
const GIT_HOST = publicGitHost(PORT);
const githubKeys = e2eAppKeys();

export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  outputDir: '../test-results',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: 'node --import tsx e2e/support/fake-github-server.ts',
      cwd: root,
      url: `${GITHUB_URL}/user`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      // It deletes its repositories when told to stop.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: {
        FAKE_GITHUB_PORT: new URL(GITHUB_URL).port,
        KILN_E2E_GITHUB_PUBLIC_KEY: githubKeys.publicKeyPem,
        KILN_PUBLIC_URL: BASE_URL,
      },
    },
    {
      command: 'node --import tsx e2e/support/fake-model-server.ts',
      cwd: root,
      url: `${MODEL_URL}/models`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { FAKE_MODEL_PORT: new URL(MODEL_URL).port },
    },
    {
      command: 'node --import tsx e2e/support/fake-supabase-server.ts',
      cwd: root,
      url: `${SUPABASE_URL}/v1/projects`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { FAKE_SUPABASE_PORT: new URL(SUPABASE_URL).port },
    },
    {
      command: 'node --import tsx e2e/support/fake-google-token-server.ts',
      cwd: root,
      url: `${GOOGLE_TOKEN_URL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { FAKE_GOOGLE_TOKEN_PORT: new URL(GOOGLE_TOKEN_URL).port },
    },
    {
      command: 'node --import tsx e2e/support/fake-resend-server.ts',
      cwd: root,
      url: `${RESEND_URL}/_fake/emails`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { FAKE_RESEND_PORT: new URL(RESEND_URL).port },
    },
    {
      command: 'node --import tsx e2e/support/fake-stripe-server.ts',
      cwd: root,
      url: `${STRIPE_URL}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { FAKE_STRIPE_PORT: String(PORT + 5800), KILN_PUBLIC_URL: BASE_URL },
    },
    {
      command: 'node --import tsx e2e/support/public-git-server.ts',
      cwd: root,
      url: `http://${GIT_HOST}/bakers/sunrise.git/info/refs?service=git-upload-pack`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      // It deletes its repositories when told to stop.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: { PUBLIC_GIT_PORT: GIT_HOST.split(':')[1] ?? '' },
    },
    {
      command: 'node --import tsx e2e/support/smtp-server.ts',
      cwd: root,
      url: `${mailboxUrl(PORT)}/mail`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { FAKE_SMTP_PORT: String(smtpPort(PORT)) },
    },
    {
      command: 'node --enable-source-maps apps/server/dist/main.js',
      cwd: root,
      url: `${BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      // KILN_E2E_LOG_LEVEL=info shows the server's log beside the tests' (diagnosing a failure).
      stdout: process.env.KILN_E2E_LOG_LEVEL ? 'pipe' : 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        PORT: String(PORT),
        KILN_PUBLIC_URL: BASE_URL,
        KILN_DATA_DIR: dataDir,
        LOG_LEVEL: process.env.KILN_E2E_LOG_LEVEL ?? 'warn',
        // Fast enough for the suite, slow enough that the stream is still seen arriving in chunks.
        KILN_OFFLINE_DELAY_MS: '2',
        // Custom domains are verified against the spec's own DNS server on loopback (domains.spec.ts).
        KILN_DNS_SERVER: `127.0.0.1:${PORT + 1000}`,
        GITHUB_APP_ID: APP_ID,
        GITHUB_APP_SLUG: APP_SLUG,
        GITHUB_APP_PRIVATE_KEY: githubKeys.privateKeyPem,
        GITHUB_CLIENT_ID: CLIENT_ID,
        GITHUB_CLIENT_SECRET: CLIENT_SECRET,
        GITHUB_API_URL: GITHUB_URL,
        OPENAI_BASE_URL: MODEL_URL,
        KILN_MODEL: FAKE_MODEL,
        KILN_DEFAULT_MODEL: 'kiln-offline',
        // Addresses at this domain are internal staff (staff-chat.spec.ts).
        KILN_STAFF_DOMAIN: 'staff.kiln.test',
        GITHUB_OAUTH_URL: GITHUB_URL,
        SUPABASE_API_URL: SUPABASE_URL,
        SUPABASE_OAUTH_CLIENT_ID: FAKE_SUPABASE_CLIENT.clientId,
        SUPABASE_OAUTH_CLIENT_SECRET: FAKE_SUPABASE_CLIENT.clientSecret,
        // The fake also answers as a self-hosted Supabase, on loopback.
        KILN_ALLOW_INTERNAL_HOSTS: '1',
        KILN_FIREBASE_TOKEN_URL: GOOGLE_TOKEN_URL,
        RESEND_BASE_URL: RESEND_URL,
        // Kiln's own email (password resets) goes to the test SMTP server (support/smtp-server.ts).
        SMTP_URL: `smtp://127.0.0.1:${smtpPort(PORT)}`,
        // Upgrade Plan opens Checkout on the fake Stripe (billing.spec.ts).
        STRIPE_SECRET_KEY: FAKE_STRIPE.secretKey,
        STRIPE_WEBHOOK_SECRET: FAKE_STRIPE.webhookSecret,
        STRIPE_PRICE_MONTHLY: FAKE_STRIPE.prices.monthly,
        STRIPE_PRICE_ANNUAL: FAKE_STRIPE.prices.annual,
        STRIPE_API_URL: STRIPE_URL,
        // Import from a git repository reaches the loopback git host (import-project.spec.ts).
        KILN_IMPORT_GIT_HOSTS: GIT_HOST,
      },
    },
  ],
});
