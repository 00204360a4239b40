import { describe, expect, it } from 'vitest';
import { acceptPreviewMessage } from './preview-messages';

const ORIGIN = 'http://garden-1a2b.preview.localhost:3000';
const frameWindow = {} as Window;
const urlChange = { type: 'URL_CHANGE', url: `${ORIGIN}/menu` };

describe('acceptPreviewMessage', () => {
  it('reads a contract message from the preview frame and its exact origin', () => {
    expect(
      acceptPreviewMessage({ origin: ORIGIN, source: frameWindow, data: urlChange }, ORIGIN, frameWindow),
    ).toEqual(urlChange);
  });

  it('ignores other origins, even look-alikes', () => {
    for (const origin of [
      'http://evil.example',
      `${ORIGIN}.evil.example`,
      'http://garden-1a2b.preview.localhost:3001',
    ]) {
      expect(
        acceptPreviewMessage({ origin, source: frameWindow, data: urlChange }, ORIGIN, frameWindow),
      ).toBeNull();
    }
  });

  it('ignores messages from another window of the same origin', () => {
    expect(
      acceptPreviewMessage({ origin: ORIGIN, source: {} as Window, data: urlChange }, ORIGIN, frameWindow),
    ).toBeNull();
  });

  it('ignores data outside the contract', () => {
    const junk = [{ type: 'URL_CHANGE' }, { type: 'hello' }, 'runtime-error', null];
    for (const data of junk) {
      expect(
        acceptPreviewMessage({ origin: ORIGIN, source: frameWindow, data }, ORIGIN, frameWindow),
      ).toBeNull();
    }
  });

  it('accepts nothing while the frame has no origin', () => {
    expect(
      acceptPreviewMessage({ origin: ORIGIN, source: frameWindow, data: urlChange }, null, frameWindow),
    ).toBeNull();
  });
});
