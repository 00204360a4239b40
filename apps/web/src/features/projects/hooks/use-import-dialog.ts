import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** `?import` on the page's address: the Import dialog is open (and stays so across a sign-in). */
export const IMPORT_PARAM = 'import';

/** The Import dialog's open state, owned by the URL so any button on the page can open it. */
export function useImportDialog() {
  const [searchParams, setSearchParams] = useSearchParams();
  const isOpen = searchParams.has(IMPORT_PARAM);
  const setOpen = useCallback(
    (open: boolean) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (open) next.set(IMPORT_PARAM, '1');
          else next.delete(IMPORT_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return { isOpen, setOpen };
}
