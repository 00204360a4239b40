import { CircleAlert, CircleCheck } from 'lucide-react';

export type FormAlertProps = { message: string | null };

/** A form-level error (wrong password, email taken), announced when it appears. */
export function FormAlert({ message }: FormAlertProps) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-[13px] text-red-700"
    >
      <CircleAlert aria-hidden="true" className="mt-px size-4 shrink-0" />
      <span>{message}</span>
    </div>
  );
}

/** A form-level success (a changed password), read out politely when it appears. */
export function FormNotice({ message }: FormAlertProps) {
  if (!message) return null;
  return (
    <div
      role="status"
      className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2.5 text-[13px] text-emerald-800"
    >
      <CircleCheck aria-hidden="true" className="mt-px size-4 shrink-0" />
      <span>{message}</span>
    </div>
  );
}
