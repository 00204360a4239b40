import { ImageOff } from 'lucide-react';
import { memo } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { cn } from '@/lib/cn';

type MdNode = { type: string; value?: string; children?: MdNode[] };

/**
 * Raw HTML in model text is shown as the text it is, never parsed into elements (react-markdown would
 * otherwise drop it, so "make the <button> orange" would lose its word).
 */
function remarkHtmlAsText() {
  const walk = (node: MdNode) => {
    if (node.type === 'html') node.type = 'text';
    node.children?.forEach(walk);
  };
  return (tree: MdNode) => walk(tree);
}

const REMARK_PLUGINS = [remarkGfm, remarkHtmlAsText];

const components: Components = {
  p: ({ node: _node, ...props }) => <p className="my-2 first:mt-0 last:mb-0" {...props} />,
  a: ({ node: _node, href, children, ...props }) => (
    <a
      {...props}
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="font-medium text-ember-700 underline decoration-ember-300 underline-offset-2 hover:decoration-ember-600"
    >
      {children}
    </a>
  ),
  // Model text never makes the browser fetch an image: the alt text and the address are shown instead.
  img: ({ node: _node, src, alt }) => {
    const label = alt?.trim() || 'Image';
    const address = typeof src === 'string' ? src : '';
    return (
      <span className="inline-flex max-w-full items-center gap-1.5 rounded-md border border-zinc-200 bg-zinc-50 px-2 py-0.5 align-middle text-[13px] text-zinc-600">
        <ImageOff aria-hidden="true" className="size-3.5 shrink-0 text-zinc-400" />
        {address ? (
          <a
            href={address}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="truncate underline underline-offset-2"
            title={address}
          >
            {label}
          </a>
        ) : (
          <span className="truncate">{label}</span>
        )}
      </span>
    );
  },
  ul: ({ node: _node, ...props }) => (
    <ul className="my-2 list-disc space-y-1 pl-5 marker:text-zinc-400" {...props} />
  ),
  ol: ({ node: _node, ...props }) => (
    <ol className="my-2 list-decimal space-y-1 pl-5 marker:text-zinc-400" {...props} />
  ),
  li: ({ node: _node, ...props }) => <li className="pl-0.5" {...props} />,
  h1: ({ node: _node, ...props }) => (
    <h3 className="mt-4 mb-2 text-base font-semibold text-zinc-900" {...props} />
  ),
  h2: ({ node: _node, ...props }) => (
    <h4 className="mt-4 mb-2 text-[15px] font-semibold text-zinc-900" {...props} />
  ),
  h3: ({ node: _node, ...props }) => (
    <h5 className="mt-3 mb-1.5 text-sm font-semibold text-zinc-900" {...props} />
  ),
  h4: ({ node: _node, ...props }) => (
    <h6 className="mt-3 mb-1 text-sm font-semibold text-zinc-800" {...props} />
  ),
  blockquote: ({ node: _node, ...props }) => (
    <blockquote className="my-2 border-l-2 border-zinc-200 pl-3 text-zinc-600" {...props} />
  ),
  hr: () => <hr className="my-4 border-zinc-200" />,
  pre: ({ node: _node, ...props }) => (
    <pre
      className="my-3 overflow-x-auto rounded-lg border border-zinc-200/80 bg-zinc-50 p-3 font-mono text-[12.5px] leading-relaxed text-zinc-800 [&>code]:bg-transparent [&>code]:p-0"
      {...props}
    />
  ),
  code: ({ node: _node, className, ...props }) => (
    <code
      className={cn('rounded bg-zinc-100 px-1 py-0.5 font-mono text-[0.86em] text-zinc-800', className)}
      {...props}
    />
  ),
  table: ({ node: _node, ...props }) => (
    <div className="my-3 overflow-x-auto rounded-lg border border-zinc-200">
      <table className="w-full border-collapse text-left text-[13px]" {...props} />
    </div>
  ),
  th: ({ node: _node, ...props }) => (
    <th className="border-b border-zinc-200 bg-zinc-50 px-3 py-1.5 font-medium" {...props} />
  ),
  td: ({ node: _node, ...props }) => <td className="border-b border-zinc-100 px-3 py-1.5" {...props} />,
};

import type { MarkdownProps } from './markdown';

/** Markdown from the model, rendered safely: no raw HTML, no remote images, links open in a new tab. */
export const Markdown = memo(function MarkdownRenderer({ children, className }: MarkdownProps) {
  return (
    <div className={cn('text-[14px] leading-relaxed break-words text-zinc-800', className)}>
      <ReactMarkdown remarkPlugins={REMARK_PLUGINS} components={components} skipHtml={false}>
        {children}
      </ReactMarkdown>
    </div>
  );
});
