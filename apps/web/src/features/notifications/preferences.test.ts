import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, parsePreferences } from './preferences';

describe('parsePreferences', () => {
  it('turns both on when nothing is stored', () => {
    expect(parsePreferences(null)).toEqual({ notificationsEnabled: true, soundEnabled: true });
  });

  it('keeps what the user chose and defaults what is missing', () => {
    expect(parsePreferences('{"soundEnabled":false}')).toEqual({
      notificationsEnabled: true,
      soundEnabled: false,
    });
    expect(parsePreferences('{"notificationsEnabled":false,"soundEnabled":false}')).toEqual({
      notificationsEnabled: false,
      soundEnabled: false,
    });
  });

  it('falls back to the defaults for malformed storage', () => {
    expect(parsePreferences('not json')).toBe(DEFAULT_PREFERENCES);
    expect(parsePreferences('{"soundEnabled":"yes"}')).toBe(DEFAULT_PREFERENCES);
  });
});
