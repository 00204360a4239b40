import { CircleAlert, CircleCheck } from 'lucide-react';

export type FormAlertProps = { message: string | null };

const TONES = {
  alert: { role: 'alert', Icon: CircleAlert, className: 'border-red-200 bg-red-50 text-red-700' },
  status: {
    role: 'status',
    Icon: CircleCheck,
    className: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  },
} as const;

function FormMessage({ message, tone }: FormAlertProps & { tone: keyof typeof TONES }) {
  if (!message) return null;
  const { role, Icon, className } = TONES[tone];
  return (
    <div
      role={role}
      className={`flex items-start gap-2 rounded-lg border px-3 py-2.5 text-[13px] ${className}`}
    >
      <Icon aria-hidden="true" className="mt-px size-4 shrink-0" />
      <span>{message}</span>
    </div>
  );
}

/** A form-level error (wrong password, email taken), announced when it appears. */
export function FormAlert({ message }: FormAlertProps) {
  return <FormMessage message={message} tone="alert" />;
}

/** A form-level success (a changed password), read out politely when it appears. */
export function FormNotice({ message }: FormAlertProps) {
  return <FormMessage message={message} tone="status" />;
}
