import { describe, expect, it, vi } from 'vitest';
import { createFixErrorChannel } from './chat-bridge';

describe('the fix-error channel', () => {
  it('hands the error to the registered chat handler', () => {
    const channel = createFixErrorChannel();
    const handler = vi.fn();
    const stop = channel.onFixError(handler);
    expect(channel.fixError('TypeError: boom')).toBe(true);
    expect(handler).toHaveBeenCalledWith('TypeError: boom');
    stop();
    expect(channel.fixError('again')).toBe(false);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('asks only the latest handler when two are registered', () => {
    const channel = createFixErrorChannel();
    const first = vi.fn();
    const second = vi.fn();
    channel.onFixError(first);
    channel.onFixError(second);
    channel.fixError('x');
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('x');
  });
});
