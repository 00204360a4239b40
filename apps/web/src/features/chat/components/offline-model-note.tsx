import { Info, X } from 'lucide-react';
import { useState } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';

const ENV_VARS = [
  { name: 'ANTHROPIC_API_KEY', hint: 'Claude (recommended)' },
  { name: 'OPENAI_API_KEY', hint: 'OpenAI' },
  { name: 'OPENAI_BASE_URL', hint: 'Ollama, vLLM, LM Studio…' },
  { name: 'KILN_MODEL', hint: 'which model to use' },
] as const;

const DISMISSED_KEY = 'kiln:offline-model-note-dismissed';

function readDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** How to connect a real model: the environment variables, in a popover. */
export function AddModelHelp({ className }: { className?: string }) {
  return (
    <Popover>
      <PopoverTrigger className={className}>Add a real model</PopoverTrigger>
      <PopoverContent side="top" align="start" className="w-80">
        <p className="font-medium text-zinc-900">Connect a real model</p>
        <p className="mt-1 text-[13px] text-zinc-500">
          Set one of these environment variables on the Kiln server and restart it. The new model appears in
          the picker and becomes the default.
        </p>
        <dl className="mt-3 space-y-1.5">
          {ENV_VARS.map((env) => (
            <div key={env.name} className="flex items-baseline justify-between gap-3">
              <dt>
                <code className="rounded bg-zinc-100 px-1.5 py-0.5 font-mono text-[12px] text-zinc-800">
                  {env.name}
                </code>
              </dt>
              <dd className="text-right text-xs text-zinc-500">{env.hint}</dd>
            </div>
          ))}
        </dl>
        <pre className="mt-3 overflow-x-auto rounded-lg bg-zinc-900 px-3 py-2 font-mono text-[11.5px] leading-relaxed text-zinc-100">
          ANTHROPIC_API_KEY=sk-ant-… npm start
        </pre>
      </PopoverContent>
    </Popover>
  );
}

/**
 * Shown when the built-in offline model is the only one: what it can do, and how to add a real model.
 * Dismissible; the model picker keeps the same help.
 */
export function OfflineModelNote() {
  const [isDismissed, setIsDismissed] = useState(readDismissed);
  if (isDismissed) return null;
  const handleDismiss = () => {
    setIsDismissed(true);
    try {
      localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Private mode: the note comes back next time, which is fine.
    }
  };
  return (
    <aside
      aria-label="About the offline model"
      className="flex items-start gap-2 rounded-lg border border-sky-200/80 bg-sky-50/70 py-1.5 pr-1 pl-2.5 text-[12px] leading-snug text-sky-900"
    >
      <Info aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-sky-600" />
      <p className="min-w-0 flex-1 py-px">
        <strong className="font-semibold">Kiln offline</strong> is the built-in model: no API key, simple
        scripted edits.{' '}
        <AddModelHelp className="font-medium text-sky-800 underline underline-offset-2 outline-none hover:text-sky-950 focus-visible:ring-2 focus-visible:ring-sky-500/60" />
      </p>
      <button
        type="button"
        aria-label="Dismiss"
        onClick={handleDismiss}
        className="inline-flex size-5 shrink-0 items-center justify-center rounded text-sky-700/70 outline-none hover:bg-sky-100 hover:text-sky-900 focus-visible:ring-2 focus-visible:ring-sky-500/60"
      >
        <X aria-hidden="true" className="size-3.5" />
      </button>
    </aside>
  );
}
