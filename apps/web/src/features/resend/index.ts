export { inboxKeys } from './api';
export { InboxDialog } from './components/inbox-dialog';
export { InboxRailButton } from './components/inbox-rail-button';
export { ResendDialog } from './components/resend-dialog';
