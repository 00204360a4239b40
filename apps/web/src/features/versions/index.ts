export { versionKeys, versionsQueryOptions } from './api';
export { VersionHistory } from './components/lazy-version-history';
export { useVersionSwitchNotice } from './hooks/use-switch-version';
export { shortHash } from './version-display';
