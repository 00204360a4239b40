import { Outlet, ScrollRestoration } from 'react-router';
import { RouteProviders } from './providers';

export function RootLayout() {
  return (
    <RouteProviders>
      <Outlet />
      <ScrollRestoration />
    </RouteProviders>
  );
}
