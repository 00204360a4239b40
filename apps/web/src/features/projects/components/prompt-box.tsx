import type { Platform } from '@kiln/contracts';
import { PROMPT_MAX } from '@kiln/contracts';
import { AppWindow, ArrowUp, Component } from 'lucide-react';
import type { KeyboardEvent, Ref } from 'react';
import { IconButton } from '@/components/ui/icon-button';
import { SegmentedControl, type SegmentedOption } from '@/components/ui/segmented-control';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

export const PROMPT_LABEL = 'What do you want to build?';

const PLATFORM_OPTIONS: readonly SegmentedOption<Platform>[] = [
  { value: 'web', label: 'Web app', icon: <AppWindow aria-hidden="true" /> },
  { value: 'component', label: 'Component', icon: <Component aria-hidden="true" /> },
];

export type PromptBoxProps = {
  value: string;
  onValueChange: (value: string) => void;
  platform: Platform;
  onPlatformChange: (platform: Platform) => void;
  onSubmit: () => void;
  isSubmitting: boolean;
  textareaRef?: Ref<HTMLTextAreaElement>;
};

/** The home prompt: Enter sends, Shift+Enter adds a line. */
export function PromptBox({
  value,
  onValueChange,
  platform,
  onPlatformChange,
  onSubmit,
  isSubmitting,
  textareaRef,
}: PromptBoxProps) {
  const canSubmit = value.trim().length > 0 && !isSubmitting;

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSubmit) onSubmit();
  };

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSubmit) onSubmit();
  };

  return (
    <form
      onSubmit={handleSubmit}
      aria-busy={isSubmitting}
      className={cn(
        'group/prompt relative rounded-2xl border border-zinc-200 bg-white text-left shadow-float',
        'transition-[border-color,box-shadow] duration-200',
        'focus-within:border-zinc-300 focus-within:shadow-[0_0_0_4px_rgb(249_115_22/0.08),var(--shadow-float)]',
      )}
    >
      <textarea
        ref={textareaRef}
        aria-label={PROMPT_LABEL}
        name="prompt"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        onKeyDown={handleKeyDown}
        readOnly={isSubmitting}
        maxLength={PROMPT_MAX}
        rows={3}
        placeholder="Describe your app, e.g. a recipe box that plans my week…"
        className="block max-h-72 min-h-28 w-full resize-none bg-transparent px-5 pt-5 pb-2 text-[15px] leading-relaxed text-zinc-900 outline-none [field-sizing:content] placeholder:text-zinc-400"
      />
      <div className="flex items-center justify-between gap-3 px-3 pb-3">
        <SegmentedControl
          label="Project type"
          value={platform}
          onValueChange={onPlatformChange}
          options={PLATFORM_OPTIONS}
        />
        <div className="flex items-center gap-3">
          <span className="hidden text-xs text-zinc-400 sm:inline">
            <kbd className="font-sans">Shift</kbd> + <kbd className="font-sans">Enter</kbd> for a new line
          </span>
          <IconButton
            type="submit"
            label="Create project"
            tooltip="Create project (Enter)"
            variant="primary"
            size="icon"
            disabled={!canSubmit}
            className="rounded-xl disabled:bg-zinc-200 disabled:text-zinc-500 disabled:opacity-100 disabled:shadow-none"
          >
            {isSubmitting ? <Spinner /> : <ArrowUp strokeWidth={2.5} />}
          </IconButton>
        </div>
      </div>
    </form>
  );
}
