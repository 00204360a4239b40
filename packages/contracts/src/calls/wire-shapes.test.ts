import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { calls } from './index';

/** Responses as the seeds describe them; a renamed field or a lost envelope fails here. */
describe('seed response shapes', () => {
  it.each([
    ['initGithubOAuth', { success: true, url: 'https://github.com/login/oauth/authorize?x=1' }],
    ['hasGithubToken', { success: true, hasToken: false }],
    ['getGithubInstallationStatus', { success: true, isInstalled: true }],
    ['createGithubRepo', { success: true, repoUrl: 'https://github.com/a/b', status: 'updated' }],
    ['exportProject', { success: true, downloadUrl: '/api/exports/abc.zip' }],
    ['cloneProject', { success: true, data: { _id: 'p2', subdomain: 'sunny-fox', link: 'http://x' } }],
    ['switchVersion', { success: true, data: { currentCommitHash: 'abcdef1' } }],
    [
      'getCommitDiff',
      { success: true, files: [{ path: 'src/App.tsx', oldContent: '', newContent: 'export {}' }] },
    ],
    ['getSuggestions', { success: true, data: { suggestions: [{ _id: 's1', text: 'Add a footer' }] } }],
    [
      'searchUnsplash',
      {
        success: true,
        data: [
          {
            id: 'u1',
            url: 'https://images.unsplash.com/1',
            thumb: 'https://images.unsplash.com/1?w=200',
            downloadLocation: 'https://api.unsplash.com/photos/1/download',
            description: null,
            photographer: { name: 'Ann', link: 'https://unsplash.com/@ann' },
            metadata: {},
          },
        ],
        pagination: { page: 1, hasMore: true },
        source: 'unsplash',
      },
    ],
    ['generateImage', { success: true, data: { id: 'g1', url: '/uploads/g1.png' } }],
    [
      'uploadVideo',
      {
        success: true,
        data: {
          pathname: 'v/1.mp4',
          url: '/uploads/v/1.mp4',
          originalname: 'a.mp4',
          size: 10,
          mimetype: 'video/mp4',
        },
      },
    ],
    [
      'sendChatMessage',
      {
        success: true,
        data: { lastMessageId: 'm1' },
        subscription: { editsInfo: { used: 3, allowed: 100 } },
      },
    ],
    ['getSupabaseProjects', { success: true, projects: [], organizations: [{ id: 'o1', name: 'Acme' }] }],
    [
      'createSupabaseProject',
      {
        success: true,
        project: {
          id: 'abc',
          ref: 'abc',
          organization_id: 'o1',
          name: 'db',
          region: 'us-east-1',
          connection_string: 'postgresql://postgres:••••@db.abc.supabase.co:5432/postgres',
        },
      },
    ],
    ['connectResend', { success: true, message: MESSAGES.RESEND_STARTED }],
    ['getAnalyticsData', { success: true, pageViews: 10, uniqueVisitors: 4, averageTimeOnSite: 62.5 }],
    [
      'deployProject',
      { success: true, data: { prodLink: 'http://a.app.localhost:3000', deployedCommitHash: 'abcdef1' } },
    ],
  ] as const)('%s answers the seed shape', (name, sample) => {
    expect(calls[name].response.safeParse(sample).success).toBe(true);
  });

  it('files/upload answers one item or a list', () => {
    const item = {
      pathname: 'a.png',
      url: '/uploads/a.png',
      name: 'a.png',
      contentType: 'image/png',
      size: 3,
    };
    expect(calls.uploadFiles.response.safeParse({ success: true, data: item }).success).toBe(true);
    expect(calls.uploadFiles.response.safeParse({ success: true, data: [item, item] }).success).toBe(true);
  });

  it('refuses a chat send over the plan with the SubscriptionLimitBody', () => {
    const refusal = {
      type: 'SUBSCRIPTION_LIMIT',
      success: false,
      message: 'You have used all your edits',
      code: 'payment_required',
      limits: { editsUsed: 5, editsAllowed: 5, resetsAt: null },
      upgrade: { url: '/pricing', plan: 'premium' },
    };
    expect(calls.sendChatMessage.refusal.safeParse(refusal).success).toBe(true);
  });
});

describe('request validation at the boundary', () => {
  it('accepts a chat send whose last message is the user prompt, and defaults the mode to build', () => {
    const body = calls.sendChatMessage.body.parse({
      webId: 'p1',
      messages: [{ role: 'user', content: 'A todo app' }],
    });
    expect(body.mode).toBe('build');
    expect(
      calls.sendChatMessage.body.safeParse({ webId: 'p1', messages: [{ role: 'assistant', content: 'hi' }] })
        .success,
    ).toBe(false);
    expect(
      calls.sendChatMessage.body.safeParse({ webId: 'p1', messages: [{ role: 'user', content: '  ' }] })
        .success,
    ).toBe(false);
  });

  it('refuses an invalid custom domain with the seed message', () => {
    const result = calls.addDomain.body.safeParse({ webId: 'p1', hostname: 'not a domain' });
    expect(result.error?.issues[0]?.message).toBe(
      'Invalid domain name. Please enter a valid domain (e.g., example.com)',
    );
    expect(calls.addDomain.body.parse({ webId: 'p1', hostname: ' WWW.Example.COM ' }).hostname).toBe(
      'www.example.com',
    );
  });

  it('needs at least one Firebase feature, with its config', () => {
    const base = { subdomain: 'sunny-fox', webId: 'p1', config: {} };
    const none = calls.connectFirebase.body.safeParse({
      ...base,
      features: { database: false, auth: false },
    });
    expect(none.error?.issues.map((i) => i.message)).toContain(MESSAGES.FIREBASE_NO_FEATURE);
    const noConfig = calls.connectFirebase.body.safeParse({
      ...base,
      features: { database: false, auth: true },
    });
    expect(noConfig.error?.issues.map((i) => i.message)).toContain(MESSAGES.FIREBASE_AUTH_CONFIG_REQUIRED);
    const partial = calls.connectFirebase.body.safeParse({
      ...base,
      features: { database: false, auth: true },
      config: { client: { apiKey: 'k', authDomain: 'a.firebaseapp.com' } },
    });
    expect(partial.error?.issues.map((i) => i.message)).toContain(MESSAGES.FIREBASE_AUTH_FIELDS_MISSING);
    const client = {
      apiKey: 'k',
      authDomain: 'a.firebaseapp.com',
      projectId: 'a',
      storageBucket: 'a.appspot.com',
      messagingSenderId: '1',
      appId: '1:1:web:1',
    };
    const ok = calls.connectFirebase.body.safeParse({
      ...base,
      features: { database: false, auth: true },
      config: { client },
    });
    expect(ok.success).toBe(true);
  });

  it('refuses a Firestore service account that misses a field', () => {
    const result = calls.connectFirebase.body.safeParse({
      subdomain: 'sunny-fox',
      webId: 'p1',
      features: { database: true, auth: false },
      config: { server: { type: 'service_account', project_id: 'a' } },
    });
    expect(result.error?.issues.map((i) => i.message)).toContain(MESSAGES.FIRESTORE_FIELDS_MISSING);
  });

  it('needs the Resend key, and the sender username when a domain is given', () => {
    const noKey = calls.connectResend.body.safeParse({ webId: 'p1', apiKey: '' });
    expect(noKey.error?.issues[0]?.message).toBe(MESSAGES.RESEND_API_KEY_REQUIRED);
    const noUser = calls.connectResend.body.safeParse({ webId: 'p1', apiKey: 're_123', domain: 'acme.com' });
    expect(noUser.error?.issues[0]?.message).toBe(MESSAGES.RESEND_USERNAME_REQUIRED);
    expect(calls.connectResend.body.safeParse({ webId: 'p1', apiKey: 're_123' }).success).toBe(true);
  });

  it('creates Supabase projects on the free plan in us-east-1 unless told otherwise', () => {
    const body = calls.createSupabaseProject.body.parse({
      webId: 'p1',
      dbName: 'shop',
      email: 'Ann@Example.com',
      organizationId: 'o1',
    });
    expect(body).toMatchObject({ region: 'us-east-1', plan: 'free', email: 'ann@example.com' });
    const blank = calls.createSupabaseProject.body.safeParse({
      webId: 'p1',
      dbName: ' ',
      email: 'a@b.co',
      organizationId: 'o1',
    });
    expect(blank.error?.issues[0]?.message).toBe(MESSAGES.SUPABASE_DB_NAME_REQUIRED);
  });

  it('refuses precision edits that escape the project or inject CSS', () => {
    const update = {
      elementId: 'u1',
      elementData: { tagName: 'h1' },
      filePath: 'src/App.tsx',
      style: { color: '#ff0000', padding: '4px 8px' },
    };
    expect(calls.applyPrecisionEdit.body.safeParse({ webId: 'p1', updates: [update] }).success).toBe(true);
    expect(
      calls.applyPrecisionEdit.body.safeParse({
        webId: 'p1',
        updates: [{ ...update, filePath: '../../etc/passwd' }],
      }).success,
    ).toBe(false);
    expect(
      calls.applyPrecisionEdit.body.safeParse({
        webId: 'p1',
        updates: [{ ...update, style: { color: 'red; background: url(http://evil)' } }],
      }).success,
    ).toBe(false);
    expect(calls.applyPrecisionEdit.body.safeParse({ webId: 'p1' }).success).toBe(false);
  });
});
