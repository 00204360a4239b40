import { MousePointerClick, X } from 'lucide-react';
import { elementLabel, usePreviewSession } from '@/features/preview';

export type SelectedElementChipsProps = { webId: string };

/** The elements picked with Select Element: they go with the next message (`selectedElements`). */
export function SelectedElementChips({ webId }: SelectedElementChipsProps) {
  const [{ selectedElements }, session] = usePreviewSession(webId);
  if (selectedElements.length === 0) return null;
  return (
    <ul aria-label="Selected elements" className="flex max-h-20 flex-wrap gap-1.5 overflow-y-auto px-3 pt-3">
      {selectedElements.map((element, index) => {
        const label = elementLabel(element);
        return (
          <li
            // One element is picked once; its place on the page tells apart two with the same tag.
            key={`${element.uniqueId ?? label}@${element.boundingBox.x},${element.boundingBox.y}`}
            className="flex max-w-full items-center gap-1 rounded-md border border-blue-200 bg-blue-50 py-0.5 pr-0.5 pl-1.5 text-[12px] text-blue-800"
          >
            <MousePointerClick aria-hidden="true" className="size-3 shrink-0" />
            <span className="truncate font-mono" title={label}>
              {label}
            </span>
            <button
              type="button"
              aria-label={`Remove ${label}`}
              onClick={() => session.removeSelectedElement(index)}
              className="flex size-4 shrink-0 items-center justify-center rounded text-blue-600 outline-none hover:bg-blue-100 hover:text-blue-900 focus-visible:ring-2 focus-visible:ring-blue-500/60"
            >
              <X aria-hidden="true" className="size-3" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
