export { authKeys, currentUserQueryOptions } from './api';
export { AccountMenu } from './components/account-menu';
export { RequireAuth } from './components/require-auth';
export { SignInPage } from './components/sign-in-page';
export { SignUpPage } from './components/sign-up-page';
export { useSignOut } from './hooks/use-auth-actions';
export { type CurrentUserState, useCurrentUser } from './hooks/use-current-user';
export { authHref, safeReturnTo } from './safe-return-to';
