import { BookOpen, Cpu, PlugZap, Rocket } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DOC_SECTIONS } from '../content';
import { useActiveSection } from '../hooks/use-active-section';
import { DocsToc } from './docs-toc';
import { DownloadAndRunGuide } from './sections/download-and-run';
import { GettingStarted } from './sections/getting-started';
import { OfflineModelGuide } from './sections/offline-model';
import { PlansGuide } from './sections/plans';
import { RealModelsGuide } from './sections/real-models';
import { SharingGuide } from './sections/sharing';
import { ShortcutsGuide } from './sections/shortcuts';
import { VersionsGuide } from './sections/versions';
import { WorkspaceGuide } from './sections/workspace';

const SECTION_IDS = DOC_SECTIONS.map((section) => section.id);

function QuickLink({
  href,
  icon,
  title,
  text,
}: {
  href: string;
  icon: ReactNode;
  title: string;
  text: string;
}) {
  return (
    <a
      href={href}
      className="group flex flex-col gap-2 rounded-xl border border-zinc-200/80 bg-white p-4 shadow-card transition-[border-color,box-shadow] outline-none hover:border-ember-200 hover:shadow-float focus-visible:ring-2 focus-visible:ring-ember-500/60"
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-ember-50 text-ember-600 ring-1 ring-ember-100 [&_svg]:size-4">
        {icon}
      </span>
      <span className="text-sm font-semibold text-zinc-900 group-hover:text-ember-700">{title}</span>
      <span className="text-[13px] leading-relaxed text-zinc-500">{text}</span>
    </a>
  );
}

/** Kiln's own user guide, served by the instance itself (it runs offline, so no external docs site). */
export function DocsPage() {
  const activeId = useActiveSection(SECTION_IDS);

  useDocumentTitle('Documentation');

  return (
    <main className="mx-auto w-full max-w-6xl px-6 pt-8 pb-24">
      <header className="max-w-3xl">
        <p className="flex items-center gap-2 text-[13px] font-medium text-ember-700">
          <BookOpen aria-hidden="true" className="size-4" />
          Documentation
        </p>
        <h1 className="mt-3 text-4xl font-semibold tracking-tight text-balance text-zinc-900">
          Build with Kiln
        </h1>
        <p className="mt-4 text-lg leading-8 text-pretty text-zinc-500">
          Describe an app, watch it appear, and keep shaping it by chat. Here is how it works, what the
          built-in model can do, and how to connect your own.
        </p>
      </header>

      <div className="mt-8 grid gap-3 sm:grid-cols-3">
        <QuickLink
          href="#getting-started"
          icon={<Rocket />}
          title="Getting started"
          text="From a sentence to a running app in a minute."
        />
        <QuickLink
          href="#offline-model"
          icon={<Cpu />}
          title="The offline model"
          text="The apps and edits it makes with no key and no network."
        />
        <QuickLink
          href="#real-models"
          icon={<PlugZap />}
          title="Connect a real model"
          text="Claude, OpenAI, Ollama, LM Studio or vLLM."
        />
      </div>

      <div className="mt-14 grid gap-12 lg:grid-cols-[200px_minmax(0,1fr)]">
        <aside className="hidden lg:block">
          <div className="sticky top-24">
            <DocsToc sections={DOC_SECTIONS} activeId={activeId} />
          </div>
        </aside>
        <article className="flex max-w-3xl min-w-0 flex-col gap-16">
          <GettingStarted />
          <WorkspaceGuide />
          <OfflineModelGuide />
          <RealModelsGuide />
          <VersionsGuide />
          <SharingGuide />
          <DownloadAndRunGuide />
          <PlansGuide />
          <ShortcutsGuide />
          <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-zinc-200/80 pt-6 text-sm text-zinc-500">
            <span>Kiln is open source and runs on your own machine.</span>
            <Link to="/projects" className="font-medium text-ember-700 hover:underline">
              Go to my projects →
            </Link>
          </footer>
        </article>
      </div>
    </main>
  );
}
