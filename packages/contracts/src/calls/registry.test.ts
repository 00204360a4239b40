import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type CallContract, pathParamNames } from '../core';
import { callGroups, calls } from './index';

const all: CallContract[] = Object.values(calls);
const routes = new Set(
  all.flatMap((c) => [c.path, c.componentPath].filter(Boolean).map((p) => `${c.method} ${p}`)),
);

/** Every call of the three seeds' "calls" tables, as `METHOD path` (twins included), written out literally. */
const SEED_ROUTES = [
  // seed 000 §7
  'POST /api/github/init-oauth',
  'POST /api/github/has-github-token',
  'POST /api/github/installation/status',
  'POST /api/github/create-repo',
  'GET /api/github/install-app',
  'POST /projects/api/export-project',
  'POST /api/web/project-name',
  'POST /projects/rename',
  'POST /api/web/domains/add',
  'POST /api/web/domains/get',
  'POST /api/web/domains/remove',
  'POST /api/web/clone',
  'POST /api/webComponent/clone',
  'POST /api/web/favourites/toggle',
  'POST /api/web/versions',
  'POST /api/webComponent/versions',
  'POST /api/web/versions/switch',
  'POST /api/webComponent/versions/switch',
  'POST /git/commits/diff',
  'POST /api/mapbox/update-status',
  'POST /api/integrations/deny-integration',
  'POST /api/integrations/auto-integrate',
  // seed 001 §7
  'POST /api/web/unsplash/search',
  'POST /api/web/unsplash/images',
  'POST /api/web/unsplash/track-download',
  'POST /api/web/generate-image',
  'POST /api/web/files/upload',
  'POST /api/web/videos/upload',
  'POST /users/update-applied-image',
  'POST /users/acknowledge-errors',
  'POST /users/update-user-by-email',
  'POST /api/web/update-asset-click', // the seed's client writes /api/web//update-asset-click
  'POST /api/web/precision-edit',
  'POST /api/web/chat/history',
  'POST /api/webComponent/chat/history',
  'POST /api/web/get',
  'POST /api/webComponent/get',
  'POST /api/suggestions/get',
  // seed 002 §7
  'POST /api/web/chat/messages',
  'POST /api/webComponent/chat/messages',
  'POST /api/web/tokens',
  'GET /api/stripe/subscription-details',
  'POST /api/web/privacy-status',
  'POST /projects/delete',
  'POST /api/web/integrations/firebase/connect',
  'POST /api/web/integrations/firebase/disconnect',
  'POST /api/integrations/details/:webId',
  'POST /api/supabase/is-connected',
  'POST /api/supabase/get-projects',
  'POST /api/supabase/create-project',
  'POST /api/supabase/unlink-project',
  'POST /api/supabase/logout',
  'GET /api/supabase/connect',
  'POST /api/resend/connect',
  'POST /api/resend/update',
  'GET /api/analytics/data',
];

/** The calls the seeds leave out, designed by us. */
const DESIGNED_ROUTES = [
  'GET /api/admin/users',
  'POST /api/admin/users/update',
  'GET /api/admin/projects',
  'POST /api/admin/projects/takedown',
  'POST /api/admin/projects/restore',
  'GET /api/admin/inbox',
  'POST /api/admin/inbox/reply',
  'POST /api/admin/inbox/status',
  'GET /api/admin/mail',
  'GET /api/admin/health',
  'GET /api/admin/usage',
  'GET /api/admin/audit',
  'POST /api/web/deploy',
  'POST /api/models/list',
  'POST /api/integrations/list',
  'POST /api/web/knowledge-base',
  'POST /api/access-tokens/create',
  'POST /api/access-tokens/list',
  'POST /api/access-tokens/revoke',
  'POST /api/cli/pull',
  'POST /api/events/share',
  'POST /api/analytics/collect',
  'POST /api/web/components/list',
  'POST /api/web/chat/stop',
  'POST /api/web/privacy-status/reset-link',
  'POST /api/mapbox/settings',
  'POST /api/mapbox/token',
  'POST /api/mapbox/token/remove',
  'GET /api/stripe/config',
  'POST /api/stripe/checkout',
  'POST /api/stripe/portal',
  'POST /api/stripe/webhook',
];

/** The seed's payload field names, per call. */
const SEED_BODY_FIELDS: Record<string, string[]> = {
  createGithubRepo: ['projectId', 'isRepoExists'],
  installGithubApp: ['email'],
  exportProject: ['projectId', 'isComponent'],
  renameProject: ['projectId', 'newName', 'isComponent'],
  addDomain: ['webId', 'hostname'],
  getDomain: ['webId'],
  removeDomain: ['webId'],
  cloneProject: ['webId', 'email'],
  listVersions: ['webId'],
  switchVersion: ['webId', 'webVersionId'],
  getCommitDiff: ['previousCommit', 'currentCommit', 'subdomain'],
  updateMapboxStatus: ['webId', 'using'],
  denyIntegration: ['webId', 'integrationType'],
  autoIntegrate: ['webId'],
  searchUnsplash: ['query', 'page'],
  trackUnsplashDownload: ['downloadLocation'],
  generateImage: ['webId', 'prompt'],
  updateAppliedImage: ['email'],
  updateAssetClick: ['webId', 'assetsTabClicked'],
  applyPrecisionEdit: ['webId', 'updates', 'deletes', 'currentNavigationUrl'],
  getChatHistory: ['webId'],
  getProject: ['webId'],
  getSuggestions: ['webId', 'lastAssistantMessageId'],
  sendChatMessage: ['webId', 'selectedElements', 'mode', 'currentNavigationUrl', 'messages', 'integrations'],
  getTokenStats: ['webId'],
  setPrivacy: ['isPrivate', 'webId'],
  deleteProject: ['projectId', 'isMobile', 'isComponent'],
  connectFirebase: ['subdomain', 'webId', 'features', 'config'],
  disconnectFirebase: ['webId'],
  saveIntegrationDetails: ['integrations'],
  createSupabaseProject: ['webId', 'dbName', 'email', 'organizationId', 'region', 'plan'],
  unlinkSupabaseProject: ['webappId', 'projectRef'],
  connectSupabase: ['email'],
  connectResend: ['webId', 'projectRef', 'apiKey', 'domain', 'fromAddress'],
  updateResend: ['webId', 'projectRef', 'apiKey', 'domain', 'fromAddress'],
};

function objectKeys(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodOptional) return objectKeys(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  throw new Error('not an object schema');
}

describe('the call registry', () => {
  it('gives every call a unique method and path, twins included', () => {
    const keys = all.flatMap((c) => [c.path, c.componentPath].filter(Boolean).map((p) => `${c.method} ${p}`));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('loses no call to a name declared in two files', () => {
    const declared = callGroups.reduce((n, group) => n + Object.keys(group).length, 0);
    expect(Object.keys(calls)).toHaveLength(declared);
  });

  it('uses absolute, clean paths', () => {
    for (const c of all) {
      expect(c.path).toMatch(/^\/[A-Za-z]/);
      expect(c.path).not.toContain('//');
      if (c.componentPath) expect(c.componentPath.startsWith('/api/webComponent/')).toBe(true);
    }
  });

  it.each(SEED_ROUTES)('declares the seed call %s', (route) => {
    expect(routes.has(route)).toBe(true);
  });

  it.each(DESIGNED_ROUTES)('declares the designed call %s', (route) => {
    expect(routes.has(route)).toBe(true);
  });

  it('pairs each web call with its seed component twin', () => {
    const twins = Object.fromEntries(
      all.filter((c) => c.componentPath).map((c) => [c.path, c.componentPath]),
    );
    expect(twins).toEqual({
      '/api/web/get': '/api/webComponent/get',
      '/api/web/clone': '/api/webComponent/clone',
      '/api/web/versions': '/api/webComponent/versions',
      '/api/web/versions/switch': '/api/webComponent/versions/switch',
      '/api/web/chat/history': '/api/webComponent/chat/history',
      '/api/web/chat/messages': '/api/webComponent/chat/messages',
    });
  });

  it.each(Object.entries(SEED_BODY_FIELDS))('keeps the seed payload field names of %s', (name, fields) => {
    const call: CallContract = calls[name as keyof typeof calls];
    expect(objectKeys(call.body)).toEqual(expect.arrayContaining(fields));
  });

  it('describes every `:name` path segment, and only those, in `params`', () => {
    for (const c of all) {
      const names = pathParamNames(c.path);
      if (names.length === 0) expect(c.params).toBeUndefined();
      else expect(c.params ? objectKeys(c.params) : []).toEqual(names);
    }
  });

  it('marks the uploads multipart and the popups, files and streams raw', () => {
    const multipart = all.filter((c) => c.multipart).map((c) => c.path);
    expect(multipart.sort()).toEqual(['/api/web/files/upload', '/api/web/import', '/api/web/videos/upload']);
    const raw = all.filter((c) => c.raw).map((c) => c.path);
    expect(raw.sort()).toEqual([
      '/api/cli/pull',
      '/api/github/install-app',
      '/api/github/install/callback',
      '/api/github/oauth/callback',
      '/api/supabase/callback',
      '/api/supabase/connect',
      '/api/web/screenshots/:webId/:commitHash',
      '/api/web/stock/:name',
      '/api/web/uploads/:scope/:name',
      '/projects/api/exports/:fileName',
    ]);
  });

  it('reads no session only for the analytics collector, the site email of an app origin, the token-guarded admin command, the signed Stripe webhook and the signed-state GitHub and Supabase callbacks', () => {
    const sessionless = all.filter((c) => c.auth === 'none');
    expect(sessionless.map((c) => c.path).sort()).toEqual([
      '/api/admin/command',
      '/api/analytics/collect',
      '/api/github/install/callback',
      '/api/github/oauth/callback',
      '/api/kiln/email',
      '/api/stripe/webhook',
      '/api/supabase/callback',
    ]);
    expect(objectKeys(calls.runAdminCommand.headers)).toEqual(['x-kiln-admin-token']);
  });
});
