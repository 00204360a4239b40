import type { InspectedElement, Project } from '@kiln/contracts';
import { Film } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { AssetState } from '../asset-state';

export type SelectedElementsProps = {
  project: Pick<Project, 'link'>;
  state: AssetState;
  onFocus: (index: number) => void;
};

function previewSrc(element: InspectedElement, link: string): string | null {
  const src = element.attributes.find((a) => a.name === 'src')?.value;
  if (!src) return null;
  try {
    return new URL(src, link).href;
  } catch {
    return null;
  }
}

/** The picked elements; the highlighted one receives the next image chosen. */
export function SelectedElements({ project, state, onFocus }: SelectedElementsProps) {
  return (
    <div role="listbox" aria-label="Selected elements" className="flex gap-2 overflow-x-auto pb-1">
      {state.elements.map((element, index) => {
        const mapped = state.imageMappings.find((m) => m.elementIndex === index)?.image;
        const src = mapped?.thumb ?? previewSrc(element, project.link);
        const isActive = index === state.activeIndex;
        return (
          <button
            key={element.uniqueId ?? index}
            type="button"
            role="option"
            aria-selected={isActive}
            aria-label={`${element.tagName.toLowerCase()} ${index + 1}${mapped ? ', mapped' : ''}`}
            onClick={() => onFocus(index)}
            className={cn(
              'relative size-14 shrink-0 overflow-hidden rounded-lg border bg-zinc-100 outline-none focus-visible:ring-2 focus-visible:ring-blue-500/60',
              isActive ? 'border-blue-500 ring-2 ring-blue-500/30' : 'border-zinc-200',
            )}
          >
            {element.tagName.toLowerCase() === 'video' ? (
              <Film className="m-auto size-5 text-zinc-500" aria-hidden="true" />
            ) : src ? (
              <img src={src} alt="" className="size-full object-cover" />
            ) : null}
            <span className="absolute bottom-0.5 left-0.5 rounded bg-black/60 px-1 text-[10px] font-medium text-white">
              {index + 1}
            </span>
          </button>
        );
      })}
    </div>
  );
}
