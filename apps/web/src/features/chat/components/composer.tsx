import { type ChatMode, type ModelInfo, PROMPT_MAX } from '@kiln/contracts';
import { ArrowUp, Hammer, MessageCircle, Paperclip, Smartphone, Square, Upload } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useLayoutEffect, useRef } from 'react';
import { IconButton } from '@/components/ui/icon-button';
import { SegmentedControl, type SegmentedOption } from '@/components/ui/segmented-control';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useFileDrop } from '@/lib/use-file-drop';
import { ATTACHMENT_ACCEPT, MAX_ATTACHMENTS } from '../attachments';
import { useAttachmentUploads } from '../hooks/use-attachment-uploads';
import { type ChatEvent, type ChatState, canSubmit, hasPendingUploads } from '../state';
import { AttachmentTray } from './attachment-tray';
import { ModelPicker } from './model-picker';
import { SelectedElementChips } from './selected-element-chips';

const MODE_OPTIONS: readonly SegmentedOption<ChatMode>[] = [
  { value: 'build', label: 'Build', icon: <Hammer aria-hidden="true" /> },
  { value: 'chat', label: 'Chat', icon: <MessageCircle aria-hidden="true" /> },
];

const PLACEHOLDERS: Record<ChatMode, string> = {
  build: 'Ask Kiln to build or change something…',
  chat: 'Ask Kiln about your app, no code changes…',
};

/** The textarea grows with its text up to this height, then scrolls. */
const MAX_TEXTAREA_PX = 240;

export type ComposerProps = {
  webId: string;
  state: ChatState;
  dispatch: (event: ChatEvent) => void;
  /** A run is in progress: typing is fine, sending waits. */
  isRunInProgress: boolean;
  models: readonly ModelInfo[];
  onSubmit: () => void;
  /** The run can be stopped (the owner, while one runs): Stop takes Send's place. */
  onStop?: () => void;
  isStopping?: boolean;
};

/**
 * The message composer: Enter sends, Shift+Enter adds a line; files by drop or picker; Build or Chat
 * mode; the model. Send is disabled while a run is in progress or there is nothing to send.
 */
export function Composer({
  webId,
  state,
  dispatch,
  isRunInProgress,
  models,
  onSubmit,
  onStop,
  isStopping = false,
}: ComposerProps) {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const uploads = useAttachmentUploads(webId);
  const { draft, mode } = state;
  const isReady = canSubmit(state, isRunInProgress);
  const isSending = state.run.status === 'sending';

  const { rootProps, inputProps, open, isDragActive } = useFileDrop({
    accept: ATTACHMENT_ACCEPT,
    maxFiles: MAX_ATTACHMENTS,
    onAccepted: (files) => uploads.addFiles(files),
    onRefused: uploads.rejectFiles,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the height is measured again whenever the text changes
  useLayoutEffect(() => {
    const textarea = textareaRef.current;
    if (!textarea) return;
    textarea.style.height = 'auto';
    textarea.style.height = `${Math.min(textarea.scrollHeight, MAX_TEXTAREA_PX)}px`;
  }, [draft.text]);

  const submit = () => {
    if (!isReady) return;
    uploads.clearNotice();
    onSubmit();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const sendTooltip = isRunInProgress
    ? 'Wait for the current run to finish'
    : hasPendingUploads(draft)
      ? 'Waiting for uploads to finish'
      : 'Send message (Enter)';

  return (
    <form
      {...rootProps}
      onSubmit={handleSubmit}
      aria-label="Message composer"
      className={cn(
        'relative rounded-2xl border border-zinc-200 bg-white shadow-card transition-[border-color,box-shadow] duration-200',
        'focus-within:border-zinc-300 focus-within:shadow-[0_0_0_4px_rgb(249_115_22/0.08),var(--shadow-card)]',
        isDragActive && 'border-ember-400 ring-4 ring-ember-500/10',
      )}
    >
      <input {...inputProps} data-testid="chat-file-input" />
      {isDragActive ? (
        <div className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center gap-2 rounded-2xl bg-ember-50/90 text-sm font-medium text-ember-800">
          <Upload aria-hidden="true" className="size-4" />
          Drop files to attach
        </div>
      ) : null}
      <SelectedElementChips webId={webId} />
      <AttachmentTray attachments={draft.attachments} onRemove={uploads.removeAttachment} />
      <textarea
        ref={textareaRef}
        aria-label="Message"
        name="message"
        value={draft.text}
        onChange={(event) => dispatch({ type: 'DRAFT_CHANGED', text: event.target.value })}
        onKeyDown={handleKeyDown}
        maxLength={PROMPT_MAX}
        rows={2}
        placeholder={PLACEHOLDERS[mode]}
        className="block max-h-60 min-h-16 w-full resize-none bg-transparent px-3.5 pt-3 pb-1 text-[14px] leading-relaxed text-zinc-900 outline-none placeholder:text-zinc-400"
      />
      {uploads.notice ? (
        <p role="alert" className="px-3.5 pb-1 text-[12.5px] text-red-700">
          {uploads.notice}
        </p>
      ) : null}
      <div className="flex items-center gap-1.5 px-2 pb-2">
        <IconButton label="Attach files" size="icon-sm" onClick={open} side="top">
          <Paperclip />
        </IconButton>
        {mode === 'build' ? (
          <IconButton
            label="Mobile-responsive"
            tooltip={
              state.isMobileResponsive
                ? 'Mobile-responsive: on. Requests go with Kiln’s mobile guidelines'
                : 'Mobile-responsive: ask for a result that works on phones too'
            }
            side="top"
            size="icon-sm"
            aria-pressed={state.isMobileResponsive}
            onClick={() =>
              dispatch({ type: 'MOBILE_RESPONSIVE_CHANGED', isMobileResponsive: !state.isMobileResponsive })
            }
            className={cn(state.isMobileResponsive && 'bg-ember-50 text-ember-700 hover:bg-ember-100')}
          >
            <Smartphone />
          </IconButton>
        ) : null}
        <SegmentedControl
          label="Mode"
          value={mode}
          onValueChange={(next) => dispatch({ type: 'MODE_CHANGED', mode: next })}
          options={MODE_OPTIONS}
        />
        <div className="min-w-0 flex-1">
          <ModelPicker
            models={models}
            value={state.model}
            onValueChange={(model) => dispatch({ type: 'MODEL_CHANGED', model })}
          />
        </div>
        {onStop ? (
          <IconButton
            label="Stop"
            tooltip="Stop the run (your message is kept)"
            side="top"
            variant="primary"
            size="icon-sm"
            onClick={onStop}
            disabled={isStopping}
            className="rounded-xl"
          >
            {isStopping ? <Spinner /> : <Square fill="currentColor" strokeWidth={0} />}
          </IconButton>
        ) : (
          <IconButton
            type="submit"
            label="Send message"
            tooltip={sendTooltip}
            side="top"
            variant="primary"
            size="icon-sm"
            disabled={!isReady}
            className="rounded-xl disabled:bg-zinc-200 disabled:text-zinc-500 disabled:opacity-100 disabled:shadow-none"
          >
            {isSending ? <Spinner /> : <ArrowUp strokeWidth={2.5} />}
          </IconButton>
        )}
      </div>
    </form>
  );
}
