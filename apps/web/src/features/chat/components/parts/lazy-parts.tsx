import { type ComponentProps, lazy, Suspense } from 'react';

/**
 * The message parts few conversations have (a migration, the secrets to fill in, an integration
 * nudge), fetched when a message first shows one: they stay out of the scripts the workspace needs
 * before its composer works (issue 14 §4's budget).
 */
const Migration = lazy(() =>
  import('./migration-part').then((module) => ({ default: module.MigrationPart })),
);
const Secrets = lazy(() => import('./secrets-part').then((module) => ({ default: module.SecretsPart })));
const Nudge = lazy(() =>
  import('./integration-nudge-part').then((module) => ({ default: module.IntegrationNudgePart })),
);

export function MigrationPart(props: ComponentProps<typeof Migration>) {
  return (
    <Suspense fallback={null}>
      <Migration {...props} />
    </Suspense>
  );
}

export function SecretsPart(props: ComponentProps<typeof Secrets>) {
  return (
    <Suspense fallback={null}>
      <Secrets {...props} />
    </Suspense>
  );
}

export function IntegrationNudgePart(props: ComponentProps<typeof Nudge>) {
  return (
    <Suspense fallback={null}>
      <Nudge {...props} />
    </Suspense>
  );
}
