import { Outlet } from 'react-router';
import { SiteHeader } from './site-header';

export function SiteLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <Outlet />
    </div>
  );
}
