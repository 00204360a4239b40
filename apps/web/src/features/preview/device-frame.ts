import { DEVICE_WIDTHS, type Device } from '@kiln/contracts';

/** The height a phone or tablet frame gets when there is room (iPhone- and iPad-like portrait). */
const DEVICE_HEIGHTS = { mobile: 812, tablet: 1024 } as const;
/** Space kept around a device frame so it reads as a device, not a cropped page. */
export const FRAME_GUTTER = 24;

export type Size = { width: number; height: number };

/** `fill`: the page uses the whole panel (Desktop). `device`: a frame at the device's own width, scaled to fit. */
export type FrameLayout = { kind: 'fill' } | { kind: 'device'; width: number; height: number; scale: number };

/**
 * Seed 001 §4.9: Desktop uses the full width; Tablet 768 and Mobile 375 render at their own CSS width
 * (so the app's breakpoints behave as on the device), scaled down when the panel is narrower.
 */
export function frameLayout(device: Device, available: Size): FrameLayout {
  if (device === 'desktop') return { kind: 'fill' };
  const width = DEVICE_WIDTHS[device];
  const usableWidth = Math.max(available.width - FRAME_GUTTER * 2, 1);
  const usableHeight = Math.max(available.height - FRAME_GUTTER * 2, 1);
  const scale = Math.min(1, usableWidth / width);
  const height = Math.round(Math.min(DEVICE_HEIGHTS[device], usableHeight / scale));
  return { kind: 'device', width, height, scale: Math.round(scale * 1000) / 1000 };
}
