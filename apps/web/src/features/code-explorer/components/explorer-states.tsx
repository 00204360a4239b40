import { MESSAGES } from '@kiln/contracts';
import { FileImage, FolderGit2, FolderOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';

type NoticeProps = { icon: ReactNode; title: string; children?: ReactNode; isBusy?: boolean };

function Notice({ icon, title, children, isBusy = false }: NoticeProps) {
  return (
    <div
      role={isBusy ? 'status' : undefined}
      className="flex h-full flex-1 flex-col items-center justify-center gap-3 p-8 text-center"
    >
      <span className="flex size-10 items-center justify-center rounded-xl border border-zinc-200 bg-white text-zinc-400 shadow-card [&_svg]:size-4.5">
        {icon}
      </span>
      <p className="text-sm font-medium text-zinc-800">{title}</p>
      {children ? <div className="max-w-xs text-[13px] leading-relaxed text-zinc-500">{children}</div> : null}
    </div>
  );
}

/** Before the first version exists (seed 002 §2). */
export function SettingUpRepository() {
  return (
    <Notice icon={<Spinner className="text-ember-600" />} title={MESSAGES.SETTING_UP_REPOSITORY} isBusy />
  );
}

export function NoFiles() {
  return <Notice icon={<FolderOpen />} title={MESSAGES.NO_FILES} />;
}

/** The empty editor area, titled as the seed says. */
export function ExplorerEmpty() {
  return (
    <Notice icon={<FolderGit2 />} title={MESSAGES.CODE_EXPLORER}>
      Pick a file in the tree, or press{' '}
      <kbd className="rounded border border-zinc-200 bg-zinc-50 px-1 font-mono text-[11px]">Ctrl</kbd>{' '}
      <kbd className="rounded border border-zinc-200 bg-zinc-50 px-1 font-mono text-[11px]">P</kbd> to search.
    </Notice>
  );
}

export function BinaryFileNotice({ name }: { name: string }) {
  return (
    <Notice icon={<FileImage />} title={name}>
      {MESSAGES.BINARY_FILE}
    </Notice>
  );
}

export function FilesLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Notice icon={<FolderOpen />} title="Couldn’t load the files">
      <button
        type="button"
        onClick={onRetry}
        className="font-medium text-ember-700 underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ember-500/60"
      >
        Try again
      </button>
    </Notice>
  );
}
