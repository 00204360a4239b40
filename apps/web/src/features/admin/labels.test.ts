import { describe, expect, it } from 'vitest';
import { formatBytes, formatDetail, formatUptime, userActionDoneMessage } from './labels';

describe('the operator console labels', () => {
  it('names the account and the outcome of each action', () => {
    expect(userActionDoneMessage('grant-premium', 'ada@x.com')).toBe('ada@x.com is now premium.');
    expect(userActionDoneMessage('grant-premium', 'ada@x.com', '2026-12-31')).toBe(
      'ada@x.com is premium until Dec 31, 2026.',
    );
    expect(userActionDoneMessage('revoke-sessions', 'ada@x.com')).toBe('ada@x.com is signed out everywhere.');
  });

  it('writes sizes in powers of 1024', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(50 * 1024 ** 3)).toBe('50 GB');
  });

  it('writes uptime in days, hours and minutes', () => {
    expect(formatUptime(30)).toBe('less than a minute');
    expect(formatUptime(93_784)).toBe('1d 2h 3m');
    expect(formatUptime(7_200)).toBe('2h');
  });

  it('writes an audit detail as readable pairs', () => {
    expect(formatDetail({})).toBe('—');
    expect(formatDetail({ reason: 'spam', until: null })).toBe('reason: spam · until: null');
  });
});
