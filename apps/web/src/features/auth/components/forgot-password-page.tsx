import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormField, fieldErrorId } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { type FieldErrors, type ForgotPasswordValues, validateForgotPassword } from '../auth-validation';
import { useRequestPasswordReset } from '../hooks/use-auth-actions';
import { AuthSubmit, BackToSignIn } from './auth-controls';
import { AuthShell, SignInFooter } from './auth-shell';
import { FormAlert } from './form-alert';

/** Mirrors the server's better-auth setting (emailAndPassword.resetPasswordTokenExpiresIn, 1 h). */
const RESET_LINK_LIFETIME = '1 hour';

/** Asks for a reset link; the answer never says whether the email has an account. */
export function ForgotPasswordPage() {
  useDocumentTitle('Reset your password');
  const [searchParams] = useSearchParams();
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState(() => searchParams.get('email') ?? '');
  const [errors, setErrors] = useState<FieldErrors<ForgotPasswordValues>>({});

  if (request.isSuccess) {
    return <ResetLinkSent email={request.variables.email.trim()} onUseAnotherEmail={request.reset} />;
  }

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setEmail(event.target.value);
    if (errors.email) setErrors({});
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const nextErrors = validateForgotPassword({ email });
    setErrors(nextErrors);
    if (nextErrors.email) return;
    request.mutate({ email });
  };

  const serverError = request.isError
    ? errorMessage(request.error, 'Could not send the reset link. Please try again.')
    : null;

  return (
    <AuthShell
      title="Reset your password"
      description="Enter the email you sign in with and we’ll send you a link to choose a new password."
      footer={<SignInFooter />}
    >
      <form
        noValidate
        onSubmit={handleSubmit}
        className="flex flex-col gap-5"
        aria-label="Reset your password"
      >
        <FormAlert message={serverError} />
        <FormField id="email" label="Email" error={errors.email}>
          <Input
            id="email"
            type="email"
            autoComplete="email"
            autoFocus
            placeholder="you@example.com"
            value={email}
            onChange={handleChange}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? fieldErrorId('email') : undefined}
          />
        </FormField>
        <AuthSubmit isPending={request.isPending} pendingLabel="Sending…">
          Send reset link
        </AuthSubmit>
      </form>
    </AuthShell>
  );
}

type ResetLinkSentProps = { email: string; onUseAnotherEmail: () => void };

function ResetLinkSent({ email, onUseAnotherEmail }: ResetLinkSentProps) {
  return (
    <AuthShell
      title="Check your email"
      description={
        <>
          If an account exists for <strong className="font-medium text-zinc-800">{email}</strong>, we sent a
          link to reset your password. The link expires in {RESET_LINK_LIFETIME}.
        </>
      }
      footer={
        <button
          type="button"
          onClick={onUseAnotherEmail}
          className="rounded font-medium text-ember-700 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ember-500/60"
        >
          Use a different email
        </button>
      }
    >
      <BackToSignIn />
    </AuthShell>
  );
}
