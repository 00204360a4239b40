import { describe, expect, it } from 'vitest';
import {
  CLIENT_TO_SERVER_EVENTS,
  parseClientEvent,
  parseServerEvent,
  SERVER_TO_CLIENT_EVENTS,
} from './socket';

describe('the realtime socket contract', () => {
  it('declares exactly the seed events, by their wire names, and Kiln’s own beside them', () => {
    expect(Object.keys(SERVER_TO_CLIENT_EVENTS).sort()).toEqual(
      [
        // Issue 14 §1: the draft preview (not in the seeds).
        'preview:draft',
        // Issue 21: an import's progress (not in the seeds).
        'import:progress',
        'chat:update',
        'upload:success',
        'project:status',
        'project:error-count',
        'project:subphase',
        'deployment:complete',
        'edit:complete:migrations',
        'integrations:supabase:migration:status',
        'suggestions:update',
        'ai-picks:complete',
        'ai-picks:error',
      ].sort(),
    );
    expect(Object.keys(CLIENT_TO_SERVER_EVENTS).sort()).toEqual(['get-messages', 'initialize:data']);
  });

  it.each([
    ['chat:update', { lastAssistantMessageId: 'm1', chunk: 'Hello' }],
    ['upload:success', { navigationUrl: '/about' }],
    ['preview:draft', { state: 'checking', navigationUrl: '/our-team' }],
    ['preview:draft', { state: 'discarded' }],
    ['import:progress', { step: 'build', detail: 'Building the first version' }],
    ['upload:success', {}],
    [
      'upload:success',
      {
        url: 'http://sunny-fox.preview.localhost:3000/',
        tokenStats: {
          totalTokens: 1,
          openAITokens: 0,
          monthlyUsage: 1,
          totalAllocation: 5_000_000,
          lifetimeUsage: 1,
          currentPeriodUsage: 1,
        },
      },
    ],
    ['project:status', { step: 'BUILD_PROJECT' }],
    ['project:error-count', { errorCount: 2 }],
    ['project:subphase', { subPhase: 'TESTING' }],
    ['deployment:complete', { prodLink: 'http://sunny-fox.app.localhost:3000' }],
    ['deployment:complete', { prodLink: null }],
    [
      'edit:complete:migrations',
      { migrations: [{ id: 'g1', name: 'init', sql: 'create table t()', status: 'pending' }] },
    ],
    ['integrations:supabase:migration:status', { migrationId: 'g1', status: 'applied' }],
    [
      'suggestions:update',
      { suggestions: [{ _id: 's1', text: 'Add dark mode' }], lastAssistantMessageId: 'm1' },
    ],
    ['ai-picks:complete', { ai_picks: ['gpt-4o'] }],
    ['ai-picks:error', {}],
  ] as const)('accepts a valid %s', (event, payload) => {
    expect(parseServerEvent(event, payload)).toEqual(payload);
  });

  it.each([
    ['chat:update', { lastAssistantMessageId: 'm1' }],
    ['chat:update', { messageId: 'm1', chunk: 'x' }],
    ['project:status', { step: 'DONE' }],
    ['project:status', { phase: 'COMPLETE' }],
    ['project:error-count', { errorCount: -1 }],
    ['project:subphase', { subPhase: 'coding' }],
    ['deployment:complete', {}],
    ['edit:complete:migrations', { migrations: [{ id: 'g1', status: 'done' }] }],
    ['suggestions:update', { suggestions: ['Add dark mode'], lastAssistantMessageId: 'm1' }],
    ['ai-picks:complete', { aiPicks: [] }],
    ['upload:success', null],
  ] as const)('rejects an invalid %s', (event, payload) => {
    expect(parseServerEvent(event, payload)).toBeNull();
  });

  it('validates what clients emit', () => {
    expect(parseClientEvent('get-messages', { webId: 'p1' })).toEqual({ webId: 'p1' });
    expect(parseClientEvent('initialize:data', { webId: '' })).toBeNull();
    expect(parseClientEvent('initialize:data', { projectId: 'p1' })).toBeNull();
  });
});
