import type { CurrentUser } from '@kiln/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { authKeys } from '@/features/auth';
import { UpgradeDialogProvider } from '@/features/billing';

export type RenderOptions = {
  /** The signed-in user, or null for a visitor. */
  user?: CurrentUser | null;
  path?: string;
  queryClient?: QueryClient;
};

/** Renders `ui` at `path` with a fresh QueryClient (no retries) and the app's providers. */
export function renderWithApp(
  ui: ReactElement,
  { user = null, path = '/', queryClient }: RenderOptions = {},
) {
  const client =
    queryClient ??
    new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData(authKeys.currentUser(), user);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: <UpgradeDialogProvider>{ui}</UpgradeDialogProvider>,
      },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <QueryClientProvider client={client}>
      <TooltipProvider>
        <RouterProvider router={router} />
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient: client, router };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

type Handler = (body: unknown) => Response | Promise<Response>;

/** A fetch stand-in answering by path; anything unexpected fails loudly as a 599. */
export function routeFetch(routes: Record<string, Handler>) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const path = new URL(String(input), 'http://kiln.test').pathname;
    const handler = routes[path];
    if (!handler)
      return jsonResponse(599, { success: false, message: `unexpected ${path}`, code: 'internal' });
    return handler(init?.body ? JSON.parse(String(init.body)) : undefined);
  };
}
