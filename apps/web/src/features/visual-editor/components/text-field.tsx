import { useId } from 'react';

export type TextFieldProps = { value: string; isDynamic: boolean; onChange: (value: string) => void };

/** Seed 001 §5: text only for text-only elements, and not for text the code computes. */
export function TextField({ value, isDynamic, onChange }: TextFieldProps) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="flex flex-col gap-1 px-4 py-3">
      <label htmlFor={id} className="text-[11px] font-semibold tracking-wide text-zinc-500 uppercase">
        Text
      </label>
      <textarea
        id={id}
        value={value}
        rows={2}
        disabled={isDynamic}
        aria-describedby={isDynamic ? hintId : undefined}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-14 w-full resize-y rounded-md border border-zinc-200 bg-white px-2 py-1.5 text-[13px] text-zinc-900 outline-none hover:border-zinc-300 focus-visible:border-blue-500 focus-visible:ring-3 focus-visible:ring-blue-500/15 disabled:cursor-not-allowed disabled:bg-zinc-50 disabled:text-zinc-500"
      />
      {isDynamic ? (
        <p id={hintId} className="text-[11.5px] text-zinc-500">
          This text comes from data in the code. Describe the change in the chat instead.
        </p>
      ) : null}
    </div>
  );
}
