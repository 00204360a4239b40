import { MESSAGES, type Project, type ShareChannel } from '@kiln/contracts';
import { Briefcase, Check, Copy, Send, Share2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { useCopy } from '@/lib/use-copy';
import { trackShare } from '../api';
import { shareIntentUrl } from '../links';

export type ShareDialogProps = { project: Project };

/** Seed 000 §2 "Share preview" for non-owners: copy the link, or post it to a social network. */
export function ShareDialog({ project }: ShareDialogProps) {
  const url = `${window.location.origin}/workspace/${encodeURIComponent(project._id)}`;
  const text = `Check out “${project.projectName}”, built with Kiln`;
  const { isCopied, copy: handleCopy } = useCopy(url, {
    successMessage: MESSAGES.LINK_COPIED,
    onCopied: () => trackShare(project._id, 'copy_link'),
  });

  const socialLink = (channel: Exclude<ShareChannel, 'copy_link'>, label: string, Icon: typeof Send) => (
    <Button variant="secondary" className="flex-1" asChild>
      <a
        href={shareIntentUrl(channel, url, text)}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => trackShare(project._id, channel)}
      >
        <Icon aria-hidden="true" /> {label}
      </a>
    </Button>
  );

  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" className="max-sm:w-8 max-sm:px-0">
          <Share2 aria-hidden="true" />
          <span className="max-sm:sr-only">{MESSAGES.SHARE}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Share this project</DialogTitle>
          <DialogDescription>
            Anyone with the link can open “{project.projectName}” and fork it.
          </DialogDescription>
        </DialogHeader>
        <div className="flex items-center gap-2 rounded-lg border border-zinc-200 bg-zinc-50 py-1 pr-1 pl-3">
          <span className="min-w-0 flex-1 truncate font-mono text-[12.5px] text-zinc-700" title={url}>
            {url}
          </span>
          <Button variant="primary" size="sm" onClick={handleCopy}>
            {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {isCopied ? 'Copied' : 'Copy link'}
          </Button>
        </div>
        <div className="flex gap-2">
          {socialLink('x', 'Post on X', Send)}
          {socialLink('linkedin', 'Share on LinkedIn', Briefcase)}
        </div>
      </DialogContent>
    </Dialog>
  );
}
