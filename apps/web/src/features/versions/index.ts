export { versionKeys, versionsQueryOptions } from './api';
export { VersionHistory } from './components/version-history';
export { shortHash } from './version-display';
