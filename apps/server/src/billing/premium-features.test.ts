import { describe, expect, it } from 'vitest';
import type { Env } from '../env';
import { premiumFeatures } from './premium-features';

const bare = { githubApp: undefined, supabase: { oauth: undefined } } as unknown as Pick<
  Env,
  'githubApp' | 'supabase'
>;

describe('premiumFeatures', () => {
  it('leaves out GitHub export and Supabase projects on an instance without their apps', () => {
    expect(premiumFeatures(bare)).toEqual([
      'projects',
      'deploy',
      'private',
      'download',
      'fix_errors',
      'suggestions',
      'media',
      'resend',
    ]);
  });

  it('lists them once the operator configures them', () => {
    const features = premiumFeatures({
      githubApp: {} as Env['githubApp'],
      supabase: { ...bare.supabase, oauth: { clientId: 'id', clientSecret: 'secret' } },
    });
    expect(features).toContain('github');
    expect(features).toContain('supabase');
  });
});
