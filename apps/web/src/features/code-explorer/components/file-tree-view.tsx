import { MESSAGES } from '@kiln/contracts';
import { ChevronRight, ChevronsDownUp, Search } from 'lucide-react';
import { IconButton } from '@/components/ui/icon-button';
import { cn } from '@/lib/cn';
import type { TreeNode } from '../file-tree';
import { FileIcon, FolderIcon } from './file-icon';

type TreeLevelProps = {
  nodes: TreeNode[];
  depth: number;
  expanded: ReadonlySet<string>;
  activeFile: string | null;
  onToggleFolder: (path: string) => void;
  onOpenFile: (path: string) => void;
};

const rowClassName =
  'flex h-7 w-full items-center gap-1.5 rounded-md pr-2 text-left text-[13px] outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ember-500/60 focus-visible:ring-inset';

function TreeLevel({ nodes, depth, expanded, activeFile, onToggleFolder, onOpenFile }: TreeLevelProps) {
  return (
    <ul className="flex flex-col">
      {nodes.map((node) => {
        const indent = { paddingLeft: 6 + depth * 12 };
        if (node.kind === 'folder') {
          const isOpen = expanded.has(node.path);
          return (
            <li key={node.path}>
              <button
                type="button"
                aria-expanded={isOpen}
                onClick={() => onToggleFolder(node.path)}
                className={cn(rowClassName, 'text-zinc-700 hover:bg-zinc-100')}
                style={indent}
              >
                <ChevronRight
                  aria-hidden="true"
                  className={cn(
                    'size-3.5 shrink-0 text-zinc-400 transition-transform',
                    isOpen && 'rotate-90',
                  )}
                />
                <FolderIcon isOpen={isOpen} />
                <span className="truncate">{node.name}</span>
              </button>
              {isOpen ? (
                <TreeLevel
                  nodes={node.children}
                  depth={depth + 1}
                  expanded={expanded}
                  activeFile={activeFile}
                  onToggleFolder={onToggleFolder}
                  onOpenFile={onOpenFile}
                />
              ) : null}
            </li>
          );
        }
        const isActive = node.path === activeFile;
        return (
          <li key={node.path}>
            <button
              type="button"
              aria-current={isActive ? 'true' : undefined}
              title={node.path}
              onClick={() => onOpenFile(node.path)}
              className={cn(
                rowClassName,
                isActive
                  ? 'bg-ember-50 font-medium text-zinc-900'
                  : 'text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900',
              )}
              style={{ paddingLeft: 6 + depth * 12 + 18 }}
            >
              <FileIcon path={node.path} className="size-3.5" />
              <span className="truncate">{node.name}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

export type FileTreeViewProps = Omit<TreeLevelProps, 'depth'> & {
  onCollapseAll: () => void;
  onSearch: () => void;
};

/** Seed 002 §2: the file tree, folders first then alphabetical, with Collapse All. */
export function FileTreeView({ onCollapseAll, onSearch, ...levelProps }: FileTreeViewProps) {
  return (
    <nav aria-label="Files" className="flex h-full min-h-0 flex-col">
      <div className="flex h-9 shrink-0 items-center justify-between gap-1 border-b border-zinc-100 pr-1 pl-3">
        <span className="text-[11px] font-semibold tracking-wider text-zinc-500 uppercase">Files</span>
        <div className="flex items-center">
          <IconButton
            label="Search files"
            tooltip="Search files (Ctrl+P)"
            size="icon-sm"
            className="size-7"
            onClick={onSearch}
          >
            <Search />
          </IconButton>
          <IconButton label={MESSAGES.COLLAPSE_ALL} size="icon-sm" className="size-7" onClick={onCollapseAll}>
            <ChevronsDownUp />
          </IconButton>
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-auto p-1.5">
        <TreeLevel depth={0} {...levelProps} />
      </div>
    </nav>
  );
}
