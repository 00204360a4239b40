import { Link as LinkIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The documentation's typography, written once (the app has no prose plugin). */

export function DocSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <div className="group flex items-center gap-2">
        <h2 id={`${id}-title`} className="text-2xl font-semibold tracking-tight text-zinc-900">
          {title}
        </h2>
        <a
          href={`#${id}`}
          aria-label={`Link to ${title}`}
          className="rounded text-zinc-300 opacity-0 transition-opacity outline-none group-hover:opacity-100 hover:text-ember-600 focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-ember-500/60"
        >
          <LinkIcon aria-hidden="true" className="size-4" />
        </a>
      </div>
      <div className="mt-4 flex flex-col gap-4 text-[15px] leading-7 text-zinc-600">{children}</div>
    </section>
  );
}

export function H3({ children }: { children: ReactNode }) {
  return <h3 className="mt-4 text-base font-semibold text-zinc-900">{children}</h3>;
}

export function Code({ children }: { children: ReactNode }) {
  return (
    <code className="rounded-md border border-zinc-200/80 bg-zinc-50 px-1.5 py-0.5 font-mono text-[0.84em] text-zinc-800">
      {children}
    </code>
  );
}

export function Kbd({ children }: { children: ReactNode }) {
  return (
    <kbd className="inline-flex min-w-6 items-center justify-center rounded-md border border-zinc-200 border-b-zinc-300 bg-white px-1.5 font-sans text-xs font-medium text-zinc-700 shadow-[0_1px_0_var(--color-zinc-200)]">
      {children}
    </kbd>
  );
}

export function CodeBlock({ children, label }: { children: string; label: string }) {
  return (
    <figure className="overflow-hidden rounded-xl border border-zinc-800 bg-zinc-950">
      <figcaption className="border-b border-zinc-800 px-4 py-2 font-mono text-[11px] tracking-wide text-zinc-400 uppercase">
        {label}
      </figcaption>
      <pre className="overflow-x-auto px-4 py-3 font-mono text-[13px] leading-6 text-zinc-100">
        <code>{children}</code>
      </pre>
    </figure>
  );
}

export function Steps({ children }: { children: ReactNode }) {
  return <ol className="flex list-none flex-col gap-3 [counter-reset:step]">{children}</ol>;
}

export function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li className="relative pl-10 [counter-increment:step] before:absolute before:top-0.5 before:left-0 before:flex before:size-6 before:items-center before:justify-center before:rounded-full before:bg-ember-50 before:text-xs before:font-semibold before:text-ember-700 before:ring-1 before:ring-ember-200 before:content-[counter(step)]">
      <p className="font-medium text-zinc-900">{title}</p>
      <div className="mt-0.5">{children}</div>
    </li>
  );
}

export function Callout({
  tone = 'info',
  title,
  children,
}: {
  tone?: 'info' | 'warning';
  title: string;
  children: ReactNode;
}) {
  return (
    <aside
      className={cn(
        'rounded-xl border px-4 py-3 text-sm leading-6',
        tone === 'info'
          ? 'border-sky-200 bg-sky-50/70 text-sky-900'
          : 'border-amber-200 bg-amber-50/70 text-amber-900',
      )}
    >
      <p className="font-semibold">{title}</p>
      <div className="mt-0.5">{children}</div>
    </aside>
  );
}

export function Table({
  caption,
  className,
  children,
  ...props
}: ComponentProps<'table'> & { caption: string }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-zinc-200/80 bg-white shadow-card">
      <table className={cn('w-full min-w-[36rem] border-collapse text-left text-sm', className)} {...props}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export function Th({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <th
      scope="col"
      className={cn(
        'border-b border-zinc-200/80 bg-zinc-50/80 px-4 py-2.5 text-xs font-semibold text-zinc-500',
        className,
      )}
    >
      {children}
    </th>
  );
}

export function Td({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <td className={cn('border-t border-zinc-100 px-4 py-3 align-top leading-6', className)}>{children}</td>
  );
}

export function List({ children }: { children: ReactNode }) {
  return <ul className="flex flex-col gap-1.5 pl-5 marker:text-zinc-300 [list-style:disc]">{children}</ul>;
}
