import { useEffect } from 'react';

/** The tab's title while the component is mounted (`{title} · Kiln`); Kiln's own when `title` is empty. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title?.trim() ? `${title.trim()} · Kiln` : 'Kiln';
    return () => {
      document.title = previous;
    };
  }, [title]);
}
