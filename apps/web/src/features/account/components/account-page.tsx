import { useCurrentUser } from '@/features/auth';
import { AccessTokensSection } from './access-tokens-section';

/** The signed-in user's account: who they are and their command-line tokens. */
export function AccountPage() {
  const { user } = useCurrentUser();
  return (
    <main className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-zinc-900">Account</h1>
        {user ? <p className="mt-1 text-sm text-zinc-600">Signed in as {user.email}</p> : null}
      </header>
      <AccessTokensSection />
    </main>
  );
}
