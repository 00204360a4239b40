import { describe, expect, it } from 'vitest';
import { peekPendingPrompt, savePendingPrompt, takePendingPrompt } from './pending-prompt';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

describe('pending prompt', () => {
  it('keeps the prompt and platform until taken, then forgets it', () => {
    const storage = memoryStorage();
    savePendingPrompt({ prompt: 'A habit tracker', platform: 'component' }, storage);
    expect(peekPendingPrompt(storage)).toEqual({ prompt: 'A habit tracker', platform: 'component' });
    expect(takePendingPrompt(storage)).toEqual({ prompt: 'A habit tracker', platform: 'component' });
    expect(takePendingPrompt(storage)).toBeNull();
  });

  it('ignores broken or empty values and defaults the platform to web', () => {
    const storage = memoryStorage();
    storage.setItem('kiln:pending-prompt', '{not json');
    expect(peekPendingPrompt(storage)).toBeNull();
    storage.setItem('kiln:pending-prompt', JSON.stringify({ prompt: '   ' }));
    expect(peekPendingPrompt(storage)).toBeNull();
    storage.setItem('kiln:pending-prompt', JSON.stringify({ prompt: ' Todo app ', platform: 'desktop' }));
    expect(peekPendingPrompt(storage)).toEqual({ prompt: 'Todo app', platform: 'web' });
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceeded');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => savePendingPrompt({ prompt: 'x', platform: 'web' }, broken)).not.toThrow();
    expect(takePendingPrompt(broken)).toBeNull();
  });
});
