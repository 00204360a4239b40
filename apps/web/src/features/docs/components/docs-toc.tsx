import { cn } from '@/lib/cn';
import type { DocSection } from '../content';

export type DocsTocProps = { sections: readonly DocSection[]; activeId: string | null };

/** "On this page": the sections, the one being read marked for eyes and screen readers. */
export function DocsToc({ sections, activeId }: DocsTocProps) {
  return (
    <nav aria-label="On this page" className="flex flex-col gap-3">
      <p className="text-xs font-semibold tracking-wide text-zinc-400 uppercase">On this page</p>
      <ul className="flex flex-col border-l border-zinc-200">
        {sections.map((section) => {
          const isActive = section.id === activeId;
          return (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                aria-current={isActive ? 'location' : undefined}
                className={cn(
                  '-ml-px block border-l-2 py-1.5 pl-4 text-[13px] transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ember-500/60',
                  isActive
                    ? 'border-ember-500 font-medium text-zinc-900'
                    : 'border-transparent text-zinc-500 hover:border-zinc-300 hover:text-zinc-800',
                )}
              >
                {section.title}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
