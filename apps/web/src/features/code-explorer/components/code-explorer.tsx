import { isBinaryPath, LIMITS, MESSAGES, type Project } from '@kiln/contracts';
import { useQuery } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { ResizableGroup, ResizableHandle, ResizablePanel } from '@/components/ui/resizable';
import { SimpleTooltip } from '@/components/ui/tooltip';
import { projectFilesQueryOptions } from '../api';
import { explorerTransition, initialExplorerState } from '../explorer-state';
import { baseName, buildFileTree, pickDefaultFile } from '../file-tree';
import { showsGenerationOverlay } from '../generation';
import { useFileSearchShortcut } from '../hooks/use-file-search-shortcut';
import { CodeViewer } from './code-viewer';
import { EditorBreadcrumb } from './editor-breadcrumb';
import { ExplorerSkeleton } from './explorer-skeleton';
import {
  BinaryFileNotice,
  ExplorerEmpty,
  FilesLoadError,
  NoFiles,
  SettingUpRepository,
} from './explorer-states';
import { FileSearchDialog } from './file-search-dialog';
import { FileTabs } from './file-tabs';
import { FileTreeView } from './file-tree-view';
import { GenerationOverlay } from './generation-overlay';

export type CodeExplorerProps = {
  project: Project;
  /** On screen: only then does Ctrl/Cmd+P open the file search. */
  isActive?: boolean;
  /** Extra content of the code-generation overlay (the workspace's Thinking and Refining panes). */
  generationDetails?: ReactNode;
};

function ReadOnlyFooter({ commitHash, fileCount }: { commitHash: string | null; fileCount: number }) {
  return (
    <footer className="flex h-7 shrink-0 items-center justify-between gap-3 border-t border-zinc-200/80 bg-zinc-50/80 px-3 text-[11px] text-zinc-500">
      <SimpleTooltip content={MESSAGES.READ_ONLY_TOOLTIP} side="top">
        <button
          type="button"
          className="inline-flex cursor-default items-center gap-1.5 rounded outline-none focus-visible:ring-2 focus-visible:ring-ember-500/60"
        >
          <Lock aria-hidden="true" className="size-3" />
          {MESSAGES.READ_ONLY_MODE}
        </button>
      </SimpleTooltip>
      <span className="flex items-center gap-3">
        <span>{fileCount === 1 ? '1 file' : `${fileCount} files`}</span>
        {commitHash ? (
          <span className="font-mono">{commitHash.slice(0, LIMITS.commitHashLength)}</span>
        ) : null}
      </span>
    </footer>
  );
}

/** Seed 002 §2: the read-only code explorer of the project's current version. */
export function CodeExplorer({ project, isActive = true, generationDetails }: CodeExplorerProps) {
  const commitHash = project.currentCommitHash;
  const filesQuery = useQuery({
    ...projectFilesQueryOptions(project._id, commitHash),
    enabled: commitHash !== null,
  });
  const files = filesQuery.data?.files;
  const [state, dispatch] = useReducer(explorerTransition, undefined, initialExplorerState);
  const [isSearchOpen, setIsSearchOpen] = useState(false);

  const paths = useMemo(() => files?.map((file) => file.path) ?? [], [files]);
  const tree = useMemo(() => buildFileTree(files ?? []), [files]);
  const expanded = useMemo(() => new Set(state.expanded), [state.expanded]);
  const activeFile = files?.find((file) => file.path === state.activeFile) ?? null;

  useEffect(() => {
    if (files) dispatch({ type: 'files/loaded', paths, defaultFile: pickDefaultFile(paths) });
  }, [files, paths]);

  const openSearch = useCallback(() => setIsSearchOpen(true), []);
  useFileSearchShortcut(openSearch, isActive && paths.length > 0);

  const openFile = (path: string) => dispatch({ type: 'file/open', path });

  const renderBody = () => {
    if (commitHash === null) return project.phase === 'FAILED' ? <NoFiles /> : <SettingUpRepository />;
    if (filesQuery.isPending) return <ExplorerSkeleton />;
    if (filesQuery.isError) return <FilesLoadError onRetry={() => void filesQuery.refetch()} />;
    if (!files || files.length === 0) return <NoFiles />;
    return (
      <ResizableGroup orientation="horizontal" id="code-explorer">
        <ResizablePanel id="files" defaultSize="26%" minSize="140px" maxSize="50%" className="bg-zinc-50/40">
          <FileTreeView
            nodes={tree}
            expanded={expanded}
            activeFile={state.activeFile}
            onToggleFolder={(path) => dispatch({ type: 'folder/toggle', path })}
            onOpenFile={openFile}
            onCollapseAll={() => dispatch({ type: 'folders/collapse-all' })}
            onSearch={openSearch}
          />
        </ResizablePanel>
        <ResizableHandle label="Resize file tree" />
        <ResizablePanel id="editor" minSize="200px">
          <div className="flex h-full min-w-0 flex-col">
            <FileTabs
              openFiles={state.openFiles}
              activeFile={state.activeFile}
              onSelect={openFile}
              onClose={(path) => dispatch({ type: 'file/close', path })}
            />
            {activeFile ? (
              <>
                <EditorBreadcrumb path={activeFile.path} />
                <div className="relative min-h-0 flex-1 overflow-hidden">
                  {activeFile.content === null || isBinaryPath(activeFile.path) ? (
                    <BinaryFileNotice name={baseName(activeFile.path)} />
                  ) : (
                    <CodeViewer path={activeFile.path} content={activeFile.content} />
                  )}
                </div>
              </>
            ) : (
              <ExplorerEmpty />
            )}
          </div>
        </ResizablePanel>
      </ResizableGroup>
    );
  };

  return (
    <section aria-label={MESSAGES.CODE_EXPLORER} className="relative flex min-h-0 flex-1 flex-col bg-white">
      <div className="flex min-h-0 flex-1">{renderBody()}</div>
      <ReadOnlyFooter commitHash={commitHash} fileCount={paths.length} />
      {showsGenerationOverlay(project.phase) ? (
        <GenerationOverlay phase={project.phase} subPhase={project.subPhase} errorCount={project.errorCount}>
          {generationDetails}
        </GenerationOverlay>
      ) : null}
      <FileSearchDialog
        open={isSearchOpen}
        onOpenChange={setIsSearchOpen}
        paths={paths}
        onOpenFile={openFile}
      />
    </section>
  );
}
