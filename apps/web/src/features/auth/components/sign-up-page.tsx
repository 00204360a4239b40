import { type FormEvent, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { FormField, fieldErrorId } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { type FieldErrors, hasErrors, type SignUpValues, validateSignUp } from '../auth-validation';
import { useSignUp } from '../hooks/use-auth-actions';
import { useCurrentUser } from '../hooks/use-current-user';
import { authHref, isForkReturn, safeReturnTo } from '../safe-return-to';
import { AuthSubmit, BackToSignIn, NewPasswordField } from './auth-controls';
import { AuthShell } from './auth-shell';
import { FormAlert } from './form-alert';

/** Said before a visitor signs up to fork (issue 17 §8): the account alone does not let them. */
export const FORK_NEEDS_PREMIUM =
  'Forking is a premium feature: once your account is created, you may need to upgrade to fork this project.';

export function SignUpPage() {
  const [searchParams] = useSearchParams();
  const returnTo = searchParams.get('returnTo');
  const { isSignedIn } = useCurrentUser();
  const signUp = useSignUp(returnTo);
  const [values, setValues] = useState<SignUpValues>({ name: '', email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<SignUpValues>>({});

  if (isSignedIn && !signUp.isPending && !signUp.isSuccess)
    return <Navigate to={safeReturnTo(returnTo)} replace />;
  if (signUp.data?.needsVerification) return <ConfirmEmailSent email={signUp.variables.email.trim()} />;

  const handleChange = (field: keyof SignUpValues) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const nextErrors = validateSignUp(values);
    setErrors(nextErrors);
    if (hasErrors(nextErrors)) return;
    signUp.mutate(values);
  };

  const serverError = signUp.isError
    ? errorMessage(signUp.error, 'Could not create your account. Please try again.')
    : null;
  const invalid = (field: keyof SignUpValues) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? fieldErrorId(field) : undefined,
  });

  return (
    <AuthShell
      title="Create your account"
      description="Describe an app in a sentence. Kiln builds it."
      footer={
        <>
          Already have an account?{' '}
          <Link to={authHref('/sign-in', returnTo)} className="font-medium text-ember-700 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5" aria-label="Sign up">
        {isForkReturn(returnTo) ? (
          <p
            role="note"
            className="rounded-lg border border-ember-200 bg-ember-50 px-3 py-2 text-[13px] text-ember-800"
          >
            {FORK_NEEDS_PREMIUM}
          </p>
        ) : null}
        <FormAlert message={serverError} />
        <FormField id="name" label="Name" error={errors.name}>
          <Input
            id="name"
            autoComplete="name"
            autoFocus
            placeholder="Ada Lovelace"
            value={values.name}
            onChange={handleChange('name')}
            {...invalid('name')}
          />
        </FormField>
        <FormField id="email" label="Email" error={errors.email}>
          <Input
            id="email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={values.email}
            onChange={handleChange('email')}
            {...invalid('email')}
          />
        </FormField>
        <NewPasswordField
          label="Password"
          error={errors.password}
          value={values.password}
          onChange={handleChange('password')}
        />
        <AuthSubmit isPending={signUp.isPending} pendingLabel="Creating account…">
          Create account
        </AuthSubmit>
      </form>
    </AuthShell>
  );
}

/** Mirrors the server's emailVerification.expiresIn (24 h). */
const CONFIRM_LINK_LIFETIME = '24 hours';

/** The instance asks new accounts to confirm their email (KILN_REQUIRE_EMAIL_VERIFICATION). */
function ConfirmEmailSent({ email }: { email: string }) {
  return (
    <AuthShell
      title="Confirm your email"
      description={
        <>
          We sent a link to <strong className="font-medium text-zinc-800">{email}</strong>. Open it to start
          building: it signs you in. The link expires in {CONFIRM_LINK_LIFETIME}.
        </>
      }
      footer="No email? Look in your spam folder, or sign in to get a new link."
    >
      <BackToSignIn />
    </AuthShell>
  );
}
