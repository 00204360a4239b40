import { BookOpen } from 'lucide-react';
import { IconButton, type IconButtonProps } from '@/components/ui/icon-button';

export const DOCS_PATH = '/docs';

export type DocsLinkProps = Pick<IconButtonProps, 'side' | 'size' | 'className'>;

/** Seed 002 §2 "Documentation": Kiln's own user guide, opened in a new tab so the workspace stays put. */
export function DocsLink({ side, size, className }: DocsLinkProps) {
  return (
    <IconButton
      label="Documentation"
      tooltip="Documentation (opens in a new tab)"
      side={side}
      size={size}
      className={className}
      asChild
    >
      <a href={DOCS_PATH} target="_blank" rel="noopener">
        <BookOpen />
      </a>
    </IconButton>
  );
}
