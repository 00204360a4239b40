import { LIMITS, MESSAGES, type Project } from '@kiln/contracts';
import { BookOpen, CalendarDays, Download } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useDownloadZip } from '../api';
import { PullCommand } from './pull-command';

/** The "book a call" link is the operator's (e.g. a Cal.com page); without it the offer is not shown. */
const BOOK_CALL_URL: string | undefined = import.meta.env.VITE_KILN_BOOK_CALL_URL || undefined;
export const DOWNLOAD_TUTORIAL_PATH = '/docs#download-and-run';

export type DownloadDialogProps = { project: Project; open: boolean; onOpenChange: (open: boolean) => void };

/** Seed 000 §2 "Download code": zip download, a copyable command-line command, a tutorial, book a call. */
export function DownloadDialog({ project, open, onOpenChange }: DownloadDialogProps) {
  const download = useDownloadZip(project);

  const handleDownload = () =>
    download.mutate(undefined, {
      onSuccess: () => toast.success(MESSAGES.EXPORT_SUCCESSFUL),
      onError: (error) => toast.error(errorMessage(error, MESSAGES.EXPORT_FAILED)),
    });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Download code</DialogTitle>
          <DialogDescription>
            Your project is a normal Vite + React app. Unzip it and run{' '}
            <code className="font-mono text-[12px]">npm install && npm run dev</code>.
          </DialogDescription>
        </DialogHeader>

        <Button variant="primary" onClick={handleDownload} disabled={download.isPending} className="w-full">
          {download.isPending ? <Spinner /> : <Download aria-hidden="true" />}
          {download.isPending ? 'Preparing zip…' : 'Download zip'}
        </Button>

        <PullCommand project={project} />

        <div className="flex flex-col gap-2 border-t border-zinc-100 pt-4 sm:flex-row">
          <Button variant="secondary" asChild className="flex-1">
            <a href={DOWNLOAD_TUTORIAL_PATH} target="_blank" rel="noopener">
              <BookOpen aria-hidden="true" /> Read the tutorial
            </a>
          </Button>
          {BOOK_CALL_URL ? (
            <Button variant="secondary" asChild className="flex-1">
              <a href={BOOK_CALL_URL} target="_blank" rel="noopener noreferrer">
                <CalendarDays aria-hidden="true" /> Book a call, get {LIMITS.bookCallCredits} free credits
              </a>
            </Button>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
