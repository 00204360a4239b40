import type { Platform } from '@kiln/contracts';
import { EXAMPLE_PROMPTS } from '../example-prompts';

export type ExamplePromptsProps = { platform: Platform; onPick: (prompt: string) => void };

/** One-click starting points; picking one fills the prompt box for editing. */
export function ExamplePrompts({ platform, onPick }: ExamplePromptsProps) {
  return (
    <ul aria-label="Example prompts" className="flex flex-wrap justify-center gap-2">
      {EXAMPLE_PROMPTS[platform].map(({ label, prompt, icon: Icon }) => (
        <li key={label}>
          <button
            type="button"
            title={prompt}
            onClick={() => onPick(prompt)}
            className="inline-flex h-8 items-center gap-1.5 rounded-full border border-zinc-200 bg-white/80 px-3 text-[13px] text-zinc-600 shadow-[0_1px_2px_rgb(24_24_27/0.04)] backdrop-blur transition-colors outline-none hover:border-zinc-300 hover:text-zinc-900 focus-visible:ring-2 focus-visible:ring-ember-500/60"
          >
            <Icon aria-hidden="true" className="size-3.5 text-zinc-400" />
            {label}
          </button>
        </li>
      ))}
    </ul>
  );
}
