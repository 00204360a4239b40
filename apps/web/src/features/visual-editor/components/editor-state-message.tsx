import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export type EditorStateMessageProps = { icon: LucideIcon; title: string; hint: string; children?: ReactNode };

/** One of the panel's four state messages (seed 001 §2.5). */
export function EditorStateMessage({ icon: Icon, title, hint, children }: EditorStateMessageProps) {
  return (
    <div role="status" className="flex flex-col items-center gap-2 px-6 py-10 text-center">
      <span className="flex size-10 items-center justify-center rounded-xl bg-blue-50 text-blue-600">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <p className="text-sm font-medium text-zinc-900">{title}</p>
      <p className="text-[13px] leading-relaxed text-zinc-500">{hint}</p>
      {children}
    </div>
  );
}
