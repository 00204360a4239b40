import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField, fieldErrorId } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { MIN_PASSWORD_LENGTH } from '../auth-validation';

/** The auth forms' one button: full width, a spinner and `pendingLabel` while the request runs. */
export function AuthSubmit({
  isPending,
  pendingLabel,
  disabled = false,
  children,
}: {
  isPending: boolean;
  pendingLabel: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      variant="primary"
      size="lg"
      disabled={isPending || disabled}
      className="mt-1 w-full"
    >
      {isPending ? (
        <>
          <Spinner /> {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}

/** A password being chosen (sign-up, reset): the length rule said under it, the browser's generator offered. */
export function NewPasswordField({
  label,
  error,
  ...input
}: { label: string; error: string | undefined } & Pick<
  ComponentProps<typeof Input>,
  'value' | 'onChange' | 'autoFocus'
>) {
  return (
    <FormField id="password" label={label} error={error} hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}>
      <Input
        id="password"
        type="password"
        autoComplete="new-password"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? fieldErrorId('password') : undefined}
        {...input}
      />
    </FormField>
  );
}

/** After an email went out the form is gone: focus lands on the next step, not on the page's body. */
export function BackToSignIn() {
  return (
    <Button asChild variant="primary" size="lg" className="w-full">
      <Link to="/sign-in" autoFocus>
        Back to sign in
      </Link>
    </Button>
  );
}
