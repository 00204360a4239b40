import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/brand/logo';

export type AuthShellProps = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer: ReactNode;
};

/** The calm, centred frame of the sign-in, sign-up and password-reset pages. */
export function AuthShell({ title, description, children, footer }: AuthShellProps) {
  return (
    <div className="relative flex min-h-dvh flex-col items-center bg-zinc-50 px-4">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-96 bg-[radial-gradient(60%_60%_at_50%_0%,var(--color-ember-100),transparent_70%)] opacity-80"
      />
      <header className="relative flex h-16 w-full max-w-5xl items-center">
        <Link
          to="/"
          aria-label="Kiln home"
          className="rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ember-500/60"
        >
          <Logo />
        </Link>
      </header>
      <main className="relative flex w-full flex-1 items-start justify-center pt-[8vh] pb-16">
        <div className="w-full max-w-[400px]">
          {/* Live: a page that moves to another step (email sent, link expired) is heard saying so. */}
          <div className="mb-8 text-center" aria-live="polite">
            <h1 className="text-2xl font-semibold tracking-tight text-zinc-900">{title}</h1>
            {description ? <p className="mt-2 text-sm text-zinc-500">{description}</p> : null}
          </div>
          <div className="rounded-2xl border border-zinc-200/80 bg-white p-6 shadow-float sm:p-8">
            {children}
          </div>
          <p className="mt-6 text-center text-sm text-zinc-500">{footer}</p>
        </div>
      </main>
    </div>
  );
}

/** The footer of the password-reset pages: the way back for a user who remembered. */
export function SignInFooter() {
  return (
    <>
      Remembered your password?{' '}
      <Link to="/sign-in" className="font-medium text-ember-700 hover:underline">
        Sign in
      </Link>
    </>
  );
}
