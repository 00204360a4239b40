import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type CallHeaders,
  type CallParams,
  type CallRefusal,
  type CallResponse,
  fillPath,
  pathParamNames,
} from './core';

describe('path parameters', () => {
  it('fills each segment, encoded', () => {
    expect(pathParamNames('/api/integrations/details/:webId')).toEqual(['webId']);
    expect(fillPath('/api/integrations/details/:webId', { webId: 'a/b c' })).toBe(
      '/api/integrations/details/a%2Fb%20c',
    );
    expect(fillPath('/api/web/get')).toBe('/api/web/get');
  });

  it('refuses a half-filled path', () => {
    expect(() => fillPath('/api/integrations/details/:webId', {})).toThrow(/webId/);
  });
});

describe('call type helpers', () => {
  it('read params, headers and refusals off the declared call', async () => {
    const { calls } = await import('./calls/index');
    expectTypeOf<CallParams<typeof calls.saveIntegrationDetails>>().toEqualTypeOf<{ webId: string }>();
    expectTypeOf<CallParams<typeof calls.getProject>>().toEqualTypeOf<undefined>();
    expectTypeOf<CallHeaders<typeof calls.getAnalyticsData>>().toEqualTypeOf<{ 'x-site-key': string }>();
    expectTypeOf<CallRefusal<typeof calls.sendChatMessage>['type']>().toEqualTypeOf<'SUBSCRIPTION_LIMIT'>();
    expectTypeOf<CallRefusal<typeof calls.getProject>>().toBeNever();
    expectTypeOf<CallResponse<typeof calls.deployProject>['data']>().toEqualTypeOf<{
      prodLink: string;
      deployedCommitHash: string;
    }>();
    expect(calls.saveIntegrationDetails.params.parse({ webId: 'p1' })).toEqual({ webId: 'p1' });
  });
});
