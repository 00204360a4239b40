import { type FormEvent, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { FormField, fieldErrorId } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { isEmailNotVerified } from '../api';
import { type FieldErrors, hasErrors, type SignInValues, validateSignIn } from '../auth-validation';
import { useSignIn } from '../hooks/use-auth-actions';
import { useCurrentUser } from '../hooks/use-current-user';
import { authHref, safeReturnTo } from '../safe-return-to';
import { signInNoticeText } from '../sign-in-notice';
import { AuthSubmit } from './auth-controls';
import { AuthShell } from './auth-shell';
import { FormAlert, FormNotice } from './form-alert';

/** `/forgot-password`, carrying the email typed so far so it need not be typed twice. */
function forgotPasswordHref(email: string): string {
  const trimmed = email.trim();
  return trimmed ? `/forgot-password?${new URLSearchParams({ email: trimmed })}` : '/forgot-password';
}

export function SignInPage() {
  const [searchParams] = useSearchParams();
  const returnTo = searchParams.get('returnTo');
  const notice = signInNoticeText(useLocation().state);
  const { isSignedIn } = useCurrentUser();
  const signIn = useSignIn(returnTo);
  const [values, setValues] = useState<SignInValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<SignInValues>>({});

  if (isSignedIn && !signIn.isPending && !signIn.isSuccess)
    return <Navigate to={safeReturnTo(returnTo)} replace />;

  const handleChange = (field: keyof SignInValues) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const nextErrors = validateSignIn(values);
    setErrors(nextErrors);
    if (hasErrors(nextErrors)) return;
    signIn.mutate(values);
  };

  const serverError = signIn.isError
    ? isEmailNotVerified(signIn.error)
      ? `Confirm your email first: we sent a new link to ${signIn.variables.email.trim()}.`
      : errorMessage(signIn.error, 'Could not sign in. Please try again.')
    : null;

  return (
    <AuthShell
      title="Welcome back"
      description="Sign in to keep building with Kiln."
      footer={
        <>
          New to Kiln?{' '}
          <Link to={authHref('/sign-up', returnTo)} className="font-medium text-ember-700 hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5" aria-label="Sign in">
        {serverError ? <FormAlert message={serverError} /> : <FormNotice message={notice} />}
        <FormField id="email" label="Email" error={errors.email}>
          <Input
            id="email"
            type="email"
            autoComplete="email"
            autoFocus
            placeholder="you@example.com"
            value={values.email}
            onChange={handleChange('email')}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? fieldErrorId('email') : undefined}
          />
        </FormField>
        <FormField
          id="password"
          label="Password"
          error={errors.password}
          aside={
            <Link
              to={forgotPasswordHref(values.email)}
              className="rounded text-[13px] font-medium text-ember-700 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ember-500/60"
            >
              Forgot password?
            </Link>
          }
        >
          <Input
            id="password"
            type="password"
            autoComplete="current-password"
            value={values.password}
            onChange={handleChange('password')}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? fieldErrorId('password') : undefined}
          />
        </FormField>
        <AuthSubmit isPending={signIn.isPending} pendingLabel="Signing in…">
          Sign in
        </AuthSubmit>
      </form>
    </AuthShell>
  );
}
