import { MESSAGES } from '@kiln/contracts';
import { useId, useState } from 'react';
import { maskSecrets } from '../../display-rules';
import { Markdown } from '../markdown';

export type TextPartProps = { content: string; hiddenContent?: string };

/** Seed 001 §2.2: text, with its hidden remainder behind 'Show more...' / 'Show less...'. */
export function TextPart({ content, hiddenContent }: TextPartProps) {
  const [isExpanded, setIsExpanded] = useState(false);
  const moreId = useId();
  return (
    <div>
      <Markdown>{maskSecrets(content)}</Markdown>
      {hiddenContent ? (
        <>
          {isExpanded ? (
            <div id={moreId} className="mt-2">
              <Markdown>{maskSecrets(hiddenContent)}</Markdown>
            </div>
          ) : null}
          <button
            type="button"
            aria-expanded={isExpanded}
            aria-controls={isExpanded ? moreId : undefined}
            onClick={() => setIsExpanded((value) => !value)}
            className="mt-1.5 rounded text-[13px] font-medium text-ember-700 outline-none hover:text-ember-800 hover:underline focus-visible:ring-2 focus-visible:ring-ember-500/60"
          >
            {isExpanded ? MESSAGES.SHOW_LESS_TEXT : MESSAGES.SHOW_MORE_TEXT}
          </button>
        </>
      ) : null}
    </div>
  );
}
