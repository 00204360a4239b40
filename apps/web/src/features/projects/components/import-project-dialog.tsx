import { FileArchive, FolderInput, GitBranch } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCurrentUser } from '@/features/auth';
import { errorMessage } from '@/lib/api-client';
import { useImportDialog } from '../hooks/use-import-dialog';
import { useImportProject } from '../hooks/use-import-project';
import { type ImportSource, isImportReady } from '../import-source';
import { ImportGitFields } from './import-git-fields';
import { ImportZipZone } from './import-zip-zone';

type Way = ImportSource['kind'];

const FALLBACK_MESSAGE = 'Kiln could not import this project. Please try again.';

/** The Import dialog of the page it is on, open while the address says `?import` (signed in only). */
export function ImportProjectDialog() {
  const { isOpen, setOpen } = useImportDialog();
  const { isSignedIn } = useCurrentUser();
  const importProject = useImportProject();
  const isImporting = importProject.isPending || importProject.isSuccess;

  const handleOpenChange = (open: boolean) => {
    if (open || isImporting) return;
    importProject.reset();
    setOpen(false);
  };

  return (
    <Dialog open={isOpen && isSignedIn} onOpenChange={handleOpenChange}>
      <DialogContent
        className="max-w-lg"
        showClose={!isImporting}
        onOpenAutoFocus={(event) => {
          // The first field, rather than Radix's first tabbable (the tab list).
          const field = (event.target as HTMLElement).querySelector<HTMLElement>('[data-autofocus]');
          if (!field) return;
          event.preventDefault();
          field.focus();
        }}
      >
        <ImportForm
          isImporting={isImporting}
          error={importProject.isError ? errorMessage(importProject.error, FALLBACK_MESSAGE) : null}
          onSubmit={(source) => importProject.mutate(source)}
          onEdit={() => importProject.isError && importProject.reset()}
          onCancel={() => handleOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

type ImportFormProps = {
  isImporting: boolean;
  error: string | null;
  onSubmit: (source: ImportSource) => void;
  /** The user changed what they entered: an earlier refusal no longer applies. */
  onEdit: () => void;
  onCancel: () => void;
};

/** Its state lives in the dialog's content, so a closed and reopened dialog starts empty. */
function ImportForm({ isImporting, error, onSubmit, onEdit, onCancel }: ImportFormProps) {
  const id = useId();
  const [way, setWay] = useState<Way>('zip');
  const [file, setFile] = useState<File | null>(null);
  const [gitUrl, setGitUrl] = useState('');
  const [branch, setBranch] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  const source: ImportSource | null =
    way === 'zip' ? (file ? { kind: 'zip', file } : null) : { kind: 'git', url: gitUrl, branch };
  const canImport = isImportReady(source) && !isImporting;
  const shownError = refusal ?? error;

  const edit = () => {
    setRefusal(null);
    onEdit();
  };
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canImport) onSubmit(source);
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-busy={isImporting} className="grid gap-5">
      <DialogHeader>
        <span className="mb-2 inline-flex size-10 items-center justify-center rounded-xl border border-zinc-200 bg-white text-zinc-600 shadow-card">
          <FolderInput aria-hidden="true" className="size-5" />
        </span>
        <DialogTitle>Import project</DialogTitle>
        <DialogDescription>
          Bring a Vite + React project from Lovable, Bolt, v0 or anywhere else. Kiln keeps its files and its
          git history.
        </DialogDescription>
      </DialogHeader>
      <Tabs
        value={way}
        onValueChange={(value) => {
          setWay(value === 'git' ? 'git' : 'zip');
          edit();
        }}
      >
        <TabsList aria-label="Import from" className="grid w-full grid-cols-2 max-sm:[&_svg]:hidden">
          <TabsTrigger value="zip" disabled={isImporting}>
            <FileArchive aria-hidden="true" /> Upload a zip
          </TabsTrigger>
          <TabsTrigger value="git" disabled={isImporting}>
            <GitBranch aria-hidden="true" /> From a git repository
          </TabsTrigger>
        </TabsList>
        <TabsContent value="zip" className="mt-4">
          <ImportZipZone
            id={`${id}-zip`}
            file={file}
            isDisabled={isImporting}
            onFileChange={(picked) => {
              setFile(picked);
              edit();
            }}
            onRefused={setRefusal}
          />
        </TabsContent>
        <TabsContent value="git" className="mt-4">
          <ImportGitFields
            id={`${id}-git`}
            url={gitUrl}
            branch={branch}
            isDisabled={isImporting}
            onUrlChange={(value) => {
              setGitUrl(value);
              edit();
            }}
            onBranchChange={(value) => {
              setBranch(value);
              edit();
            }}
          />
        </TabsContent>
      </Tabs>
      {shownError ? (
        <p role="alert" className="rounded-xl bg-red-50 px-3.5 py-3 text-sm leading-relaxed text-red-700">
          {shownError}
        </p>
      ) : null}
      <DialogFooter>
        <Button variant="ghost" onClick={onCancel} disabled={isImporting}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" disabled={!canImport}>
          {isImporting ? (
            <>
              <Spinner /> Importing…
            </>
          ) : (
            'Import'
          )}
        </Button>
      </DialogFooter>
    </form>
  );
}
