export type StreamingStatusProps = {
  /** The placeholder the server or the send put in ('thinking...', 'Generating web...'). */
  label?: string;
};

/** The reply has not started yet: the placeholder with a calm pulse. */
export function StreamingStatus({ label = 'Working…' }: StreamingStatusProps) {
  return (
    <p className="flex items-center gap-2 text-[13px] text-zinc-500">
      <span aria-hidden="true" className="flex gap-1">
        <span className="size-1.5 animate-dot rounded-full bg-ember-500" />
        <span className="size-1.5 animate-dot rounded-full bg-ember-500 [animation-delay:150ms]" />
        <span className="size-1.5 animate-dot rounded-full bg-ember-500 [animation-delay:300ms]" />
      </span>
      <span>{label}</span>
    </p>
  );
}
