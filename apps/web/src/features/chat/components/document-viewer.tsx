import type { Attachment } from '@kiln/contracts';
import { useQuery } from '@tanstack/react-query';
import { Download, FileText } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { chatKeys } from '../api';
import { type DocumentView, documentView, fileExtensionLabel } from '../attachments';

/** More than this is cut, with a note: the Download button has the whole file. */
export const VIEWER_MAX_CHARS = 200_000;

export type DocumentViewerProps = {
  /** The document shown; null closes the viewer. */
  document: Pick<Attachment, 'url' | 'name' | 'contentType'> | null;
  onClose: () => void;
};

/**
 * Seed 000 §2 "other documents open in a viewer" (issue 17 §11): the file's text in a scrollable
 * panel (monospace for source, CSV and JSON), and Download. The text is fetched and shown as text,
 * never as markup; the server serves it inert (text/plain, nosniff, sandboxed) besides.
 */
export function DocumentViewer({ document, onClose }: DocumentViewerProps) {
  const view = document ? documentView(document.contentType, document.name) : 'binary';
  return (
    <Dialog open={document !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-3xl gap-3 p-4">
        <div className="flex min-w-0 items-center gap-2.5 pr-10">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-sky-50 text-sky-600">
            <FileText aria-hidden="true" className="size-4" />
          </span>
          <div className="min-w-0">
            <DialogTitle className="truncate text-sm font-medium">{document?.name}</DialogTitle>
            <DialogDescription className="text-xs">
              {document ? `${fileExtensionLabel(document.name)} document` : null}
            </DialogDescription>
          </div>
        </div>
        {document ? <DocumentBody url={document.url} name={document.name} view={view} /> : null}
        <div className="flex justify-end">
          {document ? (
            <Button asChild variant="secondary" size="sm">
              <a href={document.url} download={document.name}>
                <Download aria-hidden="true" /> Download
              </a>
            </Button>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}

type DocumentBodyProps = { url: string; name: string; view: DocumentView };

function DocumentBody({ url, name, view }: DocumentBodyProps) {
  const text = useQuery({
    queryKey: [...chatKeys.all, 'document', url],
    queryFn: async ({ signal }) => {
      const response = await fetch(url, { signal });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.text();
    },
    enabled: view !== 'binary',
    // An upload's address names immutable bytes.
    staleTime: Number.POSITIVE_INFINITY,
  });

  if (view === 'binary') {
    return (
      <p className="rounded-lg border border-zinc-200 bg-zinc-50 p-6 text-center text-sm text-zinc-600">
        Kiln can’t show this kind of document here. Download it to open it.
      </p>
    );
  }
  if (text.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-2 p-3">
        <span className="sr-only">Loading {name}…</span>
        <Skeleton className="h-3 w-3/4" />
        <Skeleton className="h-3 w-2/3" />
        <Skeleton className="h-3 w-1/2" />
      </div>
    );
  }
  if (text.isError) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-zinc-200 p-6 text-center">
        <p className="text-sm text-zinc-600">Couldn’t load this file.</p>
        <Button size="sm" variant="secondary" onClick={() => void text.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const isCut = text.data.length > VIEWER_MAX_CHARS;
  return (
    <>
      <section
        // A scrollable region takes focus, so the keyboard can scroll it.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: scrolling by keyboard needs focus
        tabIndex={0}
        aria-label={`Contents of ${name}`}
        className="max-h-[65dvh] min-h-24 overflow-auto rounded-lg border border-zinc-200 bg-zinc-50 outline-none focus-visible:ring-2 focus-visible:ring-ember-500/60"
      >
        <pre
          className={cn(
            'p-3 text-[13px] leading-relaxed text-zinc-800',
            view === 'mono'
              ? 'w-max min-w-full font-mono whitespace-pre'
              : 'font-sans whitespace-pre-wrap break-words',
          )}
        >
          {isCut ? text.data.slice(0, VIEWER_MAX_CHARS) : text.data}
        </pre>
      </section>
      {isCut ? (
        <p className="text-xs text-zinc-500">
          Showing the first {VIEWER_MAX_CHARS.toLocaleString('en')} characters. Download the file for the
          rest.
        </p>
      ) : null}
    </>
  );
}
