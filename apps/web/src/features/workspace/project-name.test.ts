import { describe, expect, it } from 'vitest';
import { nextProjectName } from './project-name';

describe('nextProjectName', () => {
  it('sends the trimmed new name', () => {
    expect(nextProjectName('  Habit Garden  ', 'Untitled')).toBe('Habit Garden');
  });

  it('skips an empty name', () => {
    expect(nextProjectName('', 'Untitled')).toBeNull();
    expect(nextProjectName('   ', 'Untitled')).toBeNull();
  });

  it('skips a name that is unchanged after trimming', () => {
    expect(nextProjectName('Untitled', 'Untitled')).toBeNull();
    expect(nextProjectName(' Untitled ', 'Untitled')).toBeNull();
  });

  it('treats a change of case as a change', () => {
    expect(nextProjectName('untitled', 'Untitled')).toBe('untitled');
  });
});
