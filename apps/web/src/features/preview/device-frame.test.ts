import { describe, expect, it } from 'vitest';
import { frameLayout } from './device-frame';

describe('frameLayout', () => {
  it('lets Desktop fill the panel', () => {
    expect(frameLayout('desktop', { width: 900, height: 700 })).toEqual({ kind: 'fill' });
  });

  it('shows Mobile at 375 px, full device height when there is room', () => {
    expect(frameLayout('mobile', { width: 1000, height: 1000 })).toEqual({
      kind: 'device',
      width: 375,
      height: 812,
      scale: 1,
    });
  });

  it('keeps the device width and shortens the frame in a short panel', () => {
    expect(frameLayout('mobile', { width: 1000, height: 600 })).toEqual({
      kind: 'device',
      width: 375,
      height: 552,
      scale: 1,
    });
  });

  it('scales Tablet down in a panel narrower than 768 px, so its layout stays the tablet one', () => {
    const layout = frameLayout('tablet', { width: 600, height: 900 });
    expect(layout).toMatchObject({ kind: 'device', width: 768 });
    if (layout.kind !== 'device') throw new Error('expected a device frame');
    expect(layout.scale).toBeCloseTo(552 / 768, 3);
    expect(layout.height * layout.scale).toBeLessThanOrEqual(900 - 48 + 1);
  });
});
