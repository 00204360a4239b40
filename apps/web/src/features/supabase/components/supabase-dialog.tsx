import { databaseRuleRefusal, isPhaseInProgress, MESSAGES, type Project } from '@kiln/contracts';
import { LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useSupabase } from '../hooks/use-supabase';
import { ChooseDatabase } from './choose-database';
import { LinkedDatabase } from './linked-database';
import { SelfHostedForm } from './self-hosted-form';
import { SupabaseMark } from './supabase-mark';

export type SupabaseDialogProps = {
  project: Project;
  email: string;
  isPremium: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Seed 002 §2's Supabase Integration dialog: sign in, then create or link a database, or see the linked one. */
export function SupabaseDialog({ project, email, isPremium, open, onOpenChange }: SupabaseDialogProps) {
  const supabase = useSupabase(project, email, open);
  const isBusy = isPhaseInProgress(project.phase);
  const refusal = databaseRuleRefusal(project.integrations, { provider: 'Supabase' });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <span className="mb-2 inline-flex size-10 items-center justify-center rounded-xl bg-emerald-600 text-white">
            <SupabaseMark className="size-5" />
          </span>
          <DialogTitle>{MESSAGES.SUPABASE_INTEGRATION}</DialogTitle>
          <DialogDescription>
            A Postgres database for this app: link or create one on your Supabase account, or connect a
            self-hosted Supabase.
          </DialogDescription>
        </DialogHeader>

        {supabase.step === 'loading' ? (
          <div className="flex justify-center py-6" role="status" aria-label="Checking your Supabase link">
            <Spinner />
          </div>
        ) : supabase.step === 'unavailable' ? (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-700">
            {supabase.statusError}
          </p>
        ) : supabase.step === 'linked' && supabase.linked ? (
          <LinkedDatabase
            linked={supabase.linked}
            isConnected={supabase.isConnected}
            isBusy={isBusy}
            isUnlinking={supabase.unlink.isPending}
            onUnlink={() => supabase.unlink.mutate(supabase.linked?.ref ?? '')}
            onConnect={supabase.isConfigured && !supabase.isPopupOpen ? supabase.connect : undefined}
          />
        ) : refusal ? (
          <p role="alert" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-800">
            {refusal}
          </p>
        ) : supabase.step === 'not-configured' ? (
          <div className="rounded-xl border border-dashed border-zinc-200 p-4 text-sm text-zinc-600">
            <p className="font-medium text-zinc-900">{MESSAGES.SUPABASE_NOT_CONFIGURED}</p>
            <p className="mt-1">
              Whoever runs this Kiln can register a Supabase OAuth app and set both values; see the README's
              Supabase section.
            </p>
          </div>
        ) : supabase.step === 'sign-in' ? (
          <div className="flex flex-col items-start gap-3 rounded-xl border border-zinc-200 p-4">
            <div>
              <p className="font-medium text-zinc-900">Connect your Supabase account</p>
              <p className="mt-1 text-sm text-zinc-600">
                Sign in to Supabase in a small window and allow Kiln to manage your projects. Kiln stores the
                access encrypted and never shows it to the app.
              </p>
            </div>
            <Button variant="dark" onClick={supabase.connect} disabled={supabase.isPopupOpen || isBusy}>
              {supabase.isPopupOpen ? 'Waiting for Supabase…' : 'Connect Supabase'}
            </Button>
          </div>
        ) : (
          <ChooseDatabase
            supabase={supabase}
            isPremium={isPremium}
            isBusy={isBusy}
            defaultName={project.subdomain}
          />
        )}

        {(supabase.step === 'not-configured' || supabase.step === 'sign-in' || supabase.step === 'choose') &&
        !refusal ? (
          <SelfHostedForm
            isBusy={isBusy}
            isConnecting={supabase.selfHosted.isPending}
            onConnect={(input) => supabase.selfHosted.mutate(input)}
          />
        ) : null}
        {isBusy ? <p className="text-[13px] text-zinc-500">{MESSAGES.GENERATION_RUNNING}</p> : null}
        {supabase.isConnected && (supabase.step === 'choose' || supabase.step === 'linked') ? (
          <Button
            variant="ghost"
            size="sm"
            className="self-start"
            onClick={() => supabase.signOut.mutate()}
            disabled={supabase.signOut.isPending}
          >
            <LogOut aria-hidden="true" />
            Log out of Supabase
          </Button>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
