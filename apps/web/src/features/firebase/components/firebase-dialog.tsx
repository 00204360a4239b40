import {
  databaseRuleRefusal,
  isPhaseInProgress,
  MESSAGES,
  type Project,
  readFirebaseAuthConfig,
  readFirestoreConfig,
} from '@kiln/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { projectKeys } from '@/features/projects';
import { errorMessage } from '@/lib/api-client';
import { connectFirebase, disconnectFirebase } from '../api';
import { useFirebaseConfig } from '../hooks/use-firebase-config';
import { FirebaseFeature } from './firebase-feature';
import { FirebaseMark } from './firebase-mark';

export type FirebaseDialogProps = {
  project: Project;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const AUTH_PLACEHOLDER = `const firebaseConfig = {
  apiKey: "…",
  authDomain: "…",
  projectId: "…",
  storageBucket: "…",
  messagingSenderId: "…",
  appId: "…",
};`;
const FIRESTORE_PLACEHOLDER = '{ "type": "service_account", "project_id": "…", "private_key": "…", … }';

/**
 * Seed 002 §2's Firebase Integration dialog: Firestore and Auth, each toggled on, its config pasted
 * and saved, then connected together; Disconnect turns both off (seed 002 §4).
 */
export function FirebaseDialog({ project, open, onOpenChange }: FirebaseDialogProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const firestore = useFirebaseConfig(readFirestoreConfig);
  const auth = useFirebaseConfig(readFirebaseAuthConfig);
  const { firebase } = project.integrations;
  const isConnected = firebase.database || firebase.auth;
  const isBusy = isPhaseInProgress(project.phase);
  // Only the other provider's refusals: a part already connected shows as Connected instead.
  const ruleRefusal = databaseRuleRefusal(project.integrations, { provider: 'Firebase', part: 'database' });
  const refusal = ruleRefusal === MESSAGES.FIREBASE_DATABASE_ALREADY_CONNECTED ? null : ruleRefusal;

  // The project's integrations say what is connected now; the catalogue refreshes when it closes.
  const refresh = () => void queryClient.invalidateQueries({ queryKey: projectKeys.details(project._id) });
  const connect = useMutation({
    mutationFn: () =>
      connectFirebase(
        project,
        { database: firestore.isEnabled, auth: auth.isEnabled },
        { client: auth.isEnabled ? auth.saved : null, server: firestore.isEnabled ? firestore.saved : null },
      ),
    onSuccess: () => {
      toast.success(MESSAGES.FIREBASE_SETUP_DONE);
      firestore.reset();
      auth.reset();
      refresh();
    },
    onError: (error) => toast.error(errorMessage(error, MESSAGES.FIREBASE_SETUP_FAILED)),
  });
  const disconnect = useMutation({
    mutationFn: () => disconnectFirebase(project._id),
    onSuccess: () => {
      toast.success(MESSAGES.FIREBASE_DISCONNECTED);
      refresh();
    },
    onError: () => toast.error(MESSAGES.FIREBASE_DISCONNECT_FAILED),
  });

  const handleConnect = () => {
    if (!firestore.isEnabled && !auth.isEnabled) return void toast.error(MESSAGES.FIREBASE_NO_FEATURE);
    if (firestore.isEnabled && !firestore.saved) return void toast.error(MESSAGES.FIRESTORE_NOT_SAVED);
    if (auth.isEnabled && !auth.saved) return void toast.error(MESSAGES.FIREBASE_AUTH_NOT_SAVED);
    connect.mutate();
  };
  const isDisabled = isBusy || connect.isPending || disconnect.isPending;
  const canAddPart = !firebase.database || !firebase.auth;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-lg overflow-y-auto">
        <DialogHeader>
          <span className="mb-2 inline-flex size-10 items-center justify-center rounded-xl bg-amber-500 text-white">
            <FirebaseMark className="size-5" />
          </span>
          <DialogTitle>{MESSAGES.FIREBASE_INTEGRATION}</DialogTitle>
          <DialogDescription>
            Firestore for the app's data and Firebase Authentication for sign-in, on your own Firebase
            project. The service account stays encrypted on Kiln's server; only the public web config goes
            into the app.
          </DialogDescription>
        </DialogHeader>

        {refusal ? (
          <p role="alert" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-800">
            {refusal}
          </p>
        ) : (
          <>
            <FirebaseFeature
              id={`${id}-firestore`}
              name="Firestore"
              description="A document database, reached with a service account's JSON key file."
              configLabel="Service account JSON"
              placeholder={FIRESTORE_PLACEHOLDER}
              isConnected={firebase.database}
              isDisabled={isDisabled}
              config={firestore}
              onSave={() => firestore.save() && toast.success(MESSAGES.FIRESTORE_CONFIG_SAVED)}
            />
            <FirebaseFeature
              id={`${id}-auth`}
              name="Auth"
              description="Sign-in for the app's users, with your project's web config."
              configLabel="Web app config"
              placeholder={AUTH_PLACEHOLDER}
              isConnected={firebase.auth}
              isDisabled={isDisabled}
              config={auth}
              onSave={() => auth.save() && toast.success(MESSAGES.FIREBASE_AUTH_CONFIG_SAVED)}
            />
            <div className="flex flex-wrap items-center gap-2">
              {canAddPart ? (
                <Button variant="dark" onClick={handleConnect} disabled={isDisabled}>
                  {connect.isPending ? 'Connecting…' : 'Connect Firebase'}
                </Button>
              ) : null}
              {isConnected ? (
                <Button variant="ghost" onClick={() => disconnect.mutate()} disabled={isDisabled}>
                  {disconnect.isPending ? 'Disconnecting…' : 'Disconnect'}
                </Button>
              ) : null}
            </div>
          </>
        )}
        {isBusy ? <p className="text-[13px] text-zinc-500">{MESSAGES.GENERATION_RUNNING}</p> : null}
      </DialogContent>
    </Dialog>
  );
}
