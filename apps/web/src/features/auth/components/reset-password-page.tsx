import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField, fieldErrorId } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { isInvalidResetToken } from '../api';
import {
  type FieldErrors,
  hasErrors,
  type ResetPasswordValues,
  validateResetPassword,
} from '../auth-validation';
import { useResetPassword } from '../hooks/use-auth-actions';
import { AuthSubmit, NewPasswordField } from './auth-controls';
import { AuthShell, SignInFooter } from './auth-shell';
import { FormAlert } from './form-alert';

/**
 * Where the emailed link lands: better-auth checked the token and sent `?token=…`, or found it dead
 * (expired, used, unknown) and sent `?error=INVALID_TOKEN`.
 */
export function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const reset = useResetPassword();
  const [values, setValues] = useState<ResetPasswordValues>({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<ResetPasswordValues>>({});

  // The server can still find a live-looking link dead: it expired while the page was open.
  const isLinkDead = !token || searchParams.has('error') || isInvalidResetToken(reset.error);
  if (isLinkDead) return <ResetLinkDead />;

  const handleChange = (field: keyof ResetPasswordValues) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const nextErrors = validateResetPassword(values);
    setErrors(nextErrors);
    if (hasErrors(nextErrors)) return;
    reset.mutate({ token, newPassword: values.password });
  };

  const serverError = reset.isError
    ? errorMessage(reset.error, 'Could not update your password. Please try again.')
    : null;
  const invalid = (field: keyof ResetPasswordValues) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? fieldErrorId(field) : undefined,
  });

  return (
    <AuthShell
      title="Choose a new password"
      description="Once it’s set, you’ll be signed out everywhere and can sign in with it."
      footer={<SignInFooter />}
    >
      <form
        noValidate
        onSubmit={handleSubmit}
        className="flex flex-col gap-5"
        aria-label="Choose a new password"
      >
        <FormAlert message={serverError} />
        <NewPasswordField
          label="New password"
          error={errors.password}
          autoFocus
          value={values.password}
          onChange={handleChange('password')}
        />
        <FormField id="confirmPassword" label="Confirm password" error={errors.confirmPassword}>
          <Input
            id="confirmPassword"
            type="password"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={handleChange('confirmPassword')}
            {...invalid('confirmPassword')}
          />
        </FormField>
        <AuthSubmit isPending={reset.isPending} disabled={reset.isSuccess} pendingLabel="Updating…">
          Update password
        </AuthSubmit>
      </form>
    </AuthShell>
  );
}

function ResetLinkDead() {
  return (
    <AuthShell
      title="Reset link expired"
      description="This reset link has expired or was already used."
      footer={<SignInFooter />}
    >
      <div className="flex flex-col gap-5">
        <p className="text-center text-sm text-zinc-600">
          For your security, each link works once and only for an hour. Ask for a new one and open the latest
          email.
        </p>
        <Button asChild variant="primary" size="lg" className="w-full">
          <Link to="/forgot-password" autoFocus>
            Request a new link
          </Link>
        </Button>
      </div>
    </AuthShell>
  );
}
