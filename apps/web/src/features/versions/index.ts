export { versionKeys, versionsQueryOptions } from './api';
export { VersionHistory } from './components/lazy-version-history';
export { shortHash } from './version-display';
