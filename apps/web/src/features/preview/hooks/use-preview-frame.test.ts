// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stripReloadParam } from '../preview-url';
import { usePreviewFrame } from './use-preview-frame';

const SRC = 'http://crumb.preview.localhost:3000/';

describe('usePreviewFrame', () => {
  it('stays on the page a run named when COMPLETE reloads again before the app reports it', () => {
    const { result, rerender } = renderHook((props) => usePreviewFrame(props), {
      initialProps: { src: SRC, reloadCount: 0, reloadTarget: null as string | null },
    });
    // upload:success names the new page; COMPLETE follows at once with no page of its own.
    rerender({ src: SRC, reloadCount: 1, reloadTarget: '/our-team' });
    expect(stripReloadParam(result.current.frameUrl)).toBe(`${SRC}our-team`);
    rerender({ src: SRC, reloadCount: 2, reloadTarget: null });
    expect(stripReloadParam(result.current.frameUrl)).toBe(`${SRC}our-team`);
  });

  it('reloads on the page the app reports, and never reloads on navigation', () => {
    const { result, rerender } = renderHook((props) => usePreviewFrame(props), {
      initialProps: { src: SRC, reloadCount: 0, reloadTarget: null as string | null },
    });
    act(() => result.current.setAddress(`${SRC}menu`));
    expect(result.current.frameUrl).toBe(SRC);
    expect(result.current.address).toBe(`${SRC}menu`);
    rerender({ src: SRC, reloadCount: 1, reloadTarget: null });
    expect(stripReloadParam(result.current.frameUrl)).toBe(`${SRC}menu`);
  });
});
