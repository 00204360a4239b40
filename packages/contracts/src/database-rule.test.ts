import { describe, expect, it } from 'vitest';
import { databaseRuleRefusal } from './database-rule';
import { emptyIntegrations, type Integrations } from './entities/integrations';

function withIntegrations(change: (i: Integrations) => void): Integrations {
  const integrations = emptyIntegrations();
  change(integrations);
  return integrations;
}

describe('the one-database rule', () => {
  it('lets a project with no database connect either provider', () => {
    expect(databaseRuleRefusal(emptyIntegrations(), { provider: 'Supabase' })).toBeNull();
    expect(databaseRuleRefusal(emptyIntegrations(), { provider: 'Firebase', part: 'auth' })).toBeNull();
  });

  it('refuses the second provider while the first is connected, in the seed words', () => {
    const firebase = withIntegrations((i) => {
      i.firebase.auth = true;
      i.firebase.wasEnabled = true;
    });
    expect(databaseRuleRefusal(firebase, { provider: 'Supabase' })).toBe(
      "You're already connected to Firebase. Only one database connection is allowed at a time.",
    );
    const supabase = withIntegrations((i) => {
      i.supabase.ref = 'abcdefghijklmnop';
      i.supabase.wasEnabled = true;
    });
    expect(databaseRuleRefusal(supabase, { provider: 'Firebase', part: 'database' })).toBe(
      "You're already connected to Supabase. Only one database connection is allowed at a time.",
    );
  });

  it('keeps a project with the provider it used before, even after it was unlinked', () => {
    const usedSupabase = withIntegrations((i) => {
      i.supabase.wasEnabled = true;
    });
    expect(databaseRuleRefusal(usedSupabase, { provider: 'Firebase', part: 'auth' })).toBe(
      'This project was previously using Supabase, please continue with Supabase.',
    );
    expect(databaseRuleRefusal(usedSupabase, { provider: 'Supabase' })).toBeNull();
    const usedFirebase = withIntegrations((i) => {
      i.firebase.wasEnabled = true;
    });
    expect(databaseRuleRefusal(usedFirebase, { provider: 'Supabase' })).toBe(
      'This project was previously using Firebase, please continue with Firebase.',
    );
  });

  it("says which of Firebase's parts is already connected", () => {
    const both = withIntegrations((i) => {
      i.firebase.database = true;
      i.firebase.wasEnabled = true;
    });
    expect(databaseRuleRefusal(both, { provider: 'Firebase', part: 'database' })).toBe(
      'Firebase database is already connected',
    );
    expect(databaseRuleRefusal(both, { provider: 'Firebase', part: 'auth' })).toBeNull();
    both.firebase.auth = true;
    expect(databaseRuleRefusal(both, { provider: 'Firebase', part: 'auth' })).toBe(
      'Firebase auth is already connected',
    );
  });
});
