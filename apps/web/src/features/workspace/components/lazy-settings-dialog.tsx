import { lazy, Suspense, useState } from 'react';
import type { SettingsDialogProps } from './settings-dialog';

// The settings (domains, notifications, visibility) are opened rarely: their code is fetched on the
// first open, keeping it out of what the workspace loads before its composer works (issue 14 §4).
const LoadedSettingsDialog = lazy(() =>
  import('./settings-dialog').then((module) => ({ default: module.SettingsDialog })),
);

/** The project settings dialog, loaded the first time it opens and kept mounted after (its close animates). */
export function SettingsDialog(props: SettingsDialogProps) {
  const [hasOpened, setHasOpened] = useState(props.open);
  if (props.open && !hasOpened) setHasOpened(true);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <LoadedSettingsDialog {...props} />
    </Suspense>
  );
}
