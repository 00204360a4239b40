export { useCreateAccessToken } from './api';
export { AccountPage } from './components/account-page';
