import { createBrowserRouter } from 'react-router';
import { ForgotPasswordPage, RequireAuth, ResetPasswordPage, SignInPage, SignUpPage } from '@/features/auth';
import { HomePage, ProjectsPage } from '@/features/projects';
import { NotFoundPage } from './not-found-page';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { SiteLayout } from './site-layout';

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown for the instant a lazy route's code loads on a first visit.
    hydrateFallbackElement: <div className="min-h-dvh bg-zinc-50" />,
    children: [
      {
        element: <SiteLayout />,
        children: [
          { index: true, element: <HomePage /> },
          {
            path: 'docs',
            lazy: async () => ({ Component: (await import('@/features/docs')).DocsPage }),
          },
          {
            path: 'projects',
            element: (
              <RequireAuth>
                <ProjectsPage />
              </RequireAuth>
            ),
          },
          {
            path: 'account',
            lazy: async () => {
              const { AccountPage } = await import('@/features/account');
              return {
                element: (
                  <RequireAuth>
                    <AccountPage />
                  </RequireAuth>
                ),
              };
            },
          },
          {
            path: 'admin',
            lazy: async () => {
              const { AdminPage } = await import('@/features/admin');
              return {
                element: (
                  <RequireAuth>
                    <AdminPage />
                  </RequireAuth>
                ),
              };
            },
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: 'sign-in', element: <SignInPage /> },
      { path: 'sign-up', element: <SignUpPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      // The path better-auth's emailed link redirects to (RESET_PASSWORD_PATH).
      { path: 'reset-password', element: <ResetPasswordPage /> },
      {
        path: 'workspace',
        lazy: async () => ({ Component: (await import('@/features/workspace')).WorkspaceRedirect }),
      },
      {
        path: 'workspace/:id',
        lazy: async () => ({ Component: (await import('@/features/workspace')).WorkspacePage }),
      },
    ],
  },
]);
