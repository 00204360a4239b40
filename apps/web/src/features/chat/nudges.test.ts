import { emptyIntegrations, emptyIntentMessages, MESSAGES } from '@kiln/contracts';
import { describe, expect, it } from 'vitest';
import { nudgeFollowUp, nudgeState } from './nudges';

describe('integration nudges', () => {
  it('are open until connected or denied', () => {
    const project = { integrations: emptyIntegrations(), hasSentIntentMessage: emptyIntentMessages() };
    expect(nudgeState('supabase', project)).toBe('open');
    project.hasSentIntentMessage.supabase.denied = true;
    expect(nudgeState('supabase', project)).toBe('denied');
    project.integrations.supabase.ref = 'abcd';
    expect(nudgeState('supabase', project)).toBe('connected');
  });

  it('carry on with "Continue" once all are denied, "Apply Added Integrations" if one was connected', () => {
    const project = { integrations: emptyIntegrations(), hasSentIntentMessage: emptyIntentMessages() };
    project.hasSentIntentMessage.mapbox.denied = true;
    expect(nudgeFollowUp(['mapbox', 'ai'], project)).toBeNull();
    project.hasSentIntentMessage.ai.denied = true;
    expect(nudgeFollowUp(['mapbox', 'ai'], project)).toBe(MESSAGES.NUDGE_CONTINUE);
    project.integrations.mapbox.enabled = true;
    expect(nudgeFollowUp(['mapbox', 'ai'], project)).toBe(MESSAGES.NUDGE_APPLY);
  });
});
