import { type FormEvent, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField, fieldErrorId } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import {
  type FieldErrors,
  hasErrors,
  MIN_PASSWORD_LENGTH,
  type SignUpValues,
  validateSignUp,
} from '../auth-validation';
import { useSignUp } from '../hooks/use-auth-actions';
import { useCurrentUser } from '../hooks/use-current-user';
import { authHref, isForkReturn, safeReturnTo } from '../safe-return-to';
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
        <FormField
          id="password"
          label="Password"
          error={errors.password}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        >
          <Input
            id="password"
            type="password"
            autoComplete="new-password"
            value={values.password}
            onChange={handleChange('password')}
            {...invalid('password')}
          />
        </FormField>
        <Button type="submit" variant="primary" size="lg" disabled={signUp.isPending} className="mt-1 w-full">
          {signUp.isPending ? (
            <>
              <Spinner /> Creating account…
            </>
          ) : (
            'Create account'
          )}
        </Button>
      </form>
    </AuthShell>
  );
}
