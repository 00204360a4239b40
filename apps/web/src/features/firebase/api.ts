import { calls, type FirebaseClientConfig, type FirebaseServiceAccount, type Project } from '@kiln/contracts';
import { callApi } from '@/lib/api-client';

export type FirebaseFeatures = { database: boolean; auth: boolean };

/** Seed 002 §7: the features asked for now, with the saved config of each (the service account goes once, to the server). */
export function connectFirebase(
  project: Pick<Project, '_id' | 'subdomain'>,
  features: FirebaseFeatures,
  config: { client: FirebaseClientConfig | null; server: FirebaseServiceAccount | null },
) {
  return callApi(calls.connectFirebase, {
    subdomain: project.subdomain,
    webId: project._id,
    features,
    config,
  });
}

export function disconnectFirebase(webId: string) {
  return callApi(calls.disconnectFirebase, { webId });
}
