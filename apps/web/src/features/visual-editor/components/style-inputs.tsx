import { useId, useState } from 'react';
import { cn } from '@/lib/cn';
import {
  fromColourInput,
  fromNumericInput,
  TRANSPARENT,
  toColourInput,
  toNumericInput,
  toSwatchValue,
} from '../style-values';

const inputClass =
  'h-8 w-full min-w-0 rounded-md border border-zinc-200 bg-white px-2 text-[12.5px] text-zinc-900 tabular-nums outline-none transition-[border-color,box-shadow] hover:border-zinc-300 focus-visible:border-blue-500 focus-visible:ring-3 focus-visible:ring-blue-500/15 aria-invalid:border-red-400';

/**
 * A text input that edits a draft and commits it on Enter or blur; a value it cannot take is shown
 * as invalid and reverted on blur. The draft restarts whenever the committed value changes.
 */
function useDraft(shown: string, parse: (input: string) => string | null, onCommit: (value: string) => void) {
  const [draft, setDraft] = useState<{ base: string; text: string } | null>(null);
  const text = draft && draft.base === shown ? draft.text : shown;
  const isInvalid = parse(text) === null;
  // Enter keeps an invalid draft on screen to fix; leaving the field gives the value back.
  const commit = (keepInvalid: boolean) => {
    const value = parse(text);
    if (value === null && keepInvalid) return;
    setDraft(null);
    if (value !== null && text !== shown) onCommit(value);
  };
  return {
    value: text,
    'aria-invalid': isInvalid || undefined,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setDraft({ base: shown, text: event.target.value }),
    onBlur: () => commit(false),
    onKeyDown: (event: React.KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter') commit(true);
      if (event.key === 'Escape') setDraft(null);
    },
  };
}

export type NumericInputProps = {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  /** A short visible caption in place of the label (the label stays the accessible name). */
  caption?: string;
};

/** Seed 001 §5: numeric text; px is appended on change; an empty value clears the property. */
export function NumericInput({ label, value, onChange, caption }: NumericInputProps) {
  const id = useId();
  const field = useDraft(toNumericInput(value), fromNumericInput, onChange);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-[11.5px] text-zinc-500">
        {caption ? <span aria-hidden="true">{caption}</span> : null}
        <span className={caption ? 'sr-only' : undefined}>{label}</span>
      </label>
      <div className="relative">
        <input id={id} inputMode="decimal" className={cn(inputClass, 'pr-6')} {...field} />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-2 -translate-y-1/2 text-[11px] text-zinc-400"
        >
          px
        </span>
      </div>
    </div>
  );
}

export type ColourInputProps = {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
};

/** Seed 001 §5: colours as hex, 'transparent' as such; a native swatch picker beside the text. */
export function ColourInput({ label, value, onChange }: ColourInputProps) {
  const id = useId();
  const shown = toColourInput(value);
  const field = useDraft(shown, fromColourInput, onChange);
  const isTransparent = shown === TRANSPARENT;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-[11.5px] text-zinc-500">
        {label}
      </label>
      <div className="flex items-center gap-1.5">
        <span
          className={cn(
            'relative size-8 shrink-0 overflow-hidden rounded-md border border-zinc-200',
            isTransparent && 'bg-[repeating-conic-gradient(#e4e4e7_0_25%,#fff_0_50%)] bg-size-[8px_8px]',
          )}
          style={isTransparent ? undefined : { backgroundColor: shown }}
        >
          <input
            type="color"
            aria-label={`${label} picker`}
            value={toSwatchValue(shown)}
            onChange={(event) => onChange(event.target.value)}
            className="absolute inset-0 size-full cursor-pointer opacity-0"
          />
        </span>
        <input id={id} spellCheck={false} className={cn(inputClass, 'font-mono')} {...field} />
      </div>
    </div>
  );
}

export type SelectInputProps = {
  label: string;
  value: string | undefined;
  options: readonly string[];
  onChange: (value: string) => void;
};

/** A native select: keyboard, screen readers and mobile pickers for free. Unknown values stay listed. */
export function SelectInput({ label, value, options, onChange }: SelectInputProps) {
  const id = useId();
  const choices = value && !options.includes(value) ? [value, ...options] : options;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-[11.5px] text-zinc-500">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      >
        {choices.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
