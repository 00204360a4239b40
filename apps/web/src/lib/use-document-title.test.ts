// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDocumentTitle } from './use-document-title';

describe('useDocumentTitle', () => {
  it('names the tab after what is open, follows its changes, and gives the old title back', () => {
    document.title = 'Kiln';
    const { rerender, unmount } = renderHook(({ title }) => useDocumentTitle(title), {
      initialProps: { title: undefined as string | undefined },
    });
    expect(document.title).toBe('Kiln');
    rerender({ title: 'Crumb Bakery' });
    expect(document.title).toBe('Crumb Bakery · Kiln');
    rerender({ title: '  ' });
    expect(document.title).toBe('Kiln');
    rerender({ title: 'Crumb (copy)' });
    expect(document.title).toBe('Crumb (copy) · Kiln');
    unmount();
    expect(document.title).toBe('Kiln');
  });
});
