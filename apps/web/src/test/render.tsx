import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useLayoutEffect } from 'react';
import {
  type Location,
  MemoryRouter,
  type NavigationType,
  type RouteObject,
  useLocation,
  useNavigationType,
  useRoutes,
} from 'react-router';
import { vi } from 'vitest';

/** A query client for one test: no retries, nothing kept between tests. */
export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });

/** Where the app is: the address and how it got there (PUSH, REPLACE or POP). */
export interface RouterState {
  location: Location;
  historyAction: NavigationType;
}

/** Keeps the router's current address in `state` after every move. */
function RouterStateProbe({ state }: { state: RouterState }) {
  const location = useLocation();
  const historyAction = useNavigationType();
  useLayoutEffect(() => {
    state.location = location;
    state.historyAction = historyAction;
  }, [state, location, historyAction]);
  return null;
}

function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Renders routes in a memory router at `path`, set up as the app's (router updates are not
 * transitions); `router.state` tells where the app went.
 */
export function renderRoutes(routes: RouteObject[], path: string, queryClient: QueryClient = testQueryClient()) {
  const router = { state: {} as RouterState };
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]} useTransitions={false}>
        <RouterStateProbe state={router.state} />
        <RouteTable routes={routes} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, router, user, queryClient };
}

/** Renders one element at `path`, with any other address showing the path it reached. */
export function renderAt(element: ReactNode, path = '/', queryClient: QueryClient = testQueryClient()) {
  return renderRoutes([{ path: '*', element }], path, queryClient);
}

/** Makes MUI's media queries see a phone (below md) or a desktop screen. */
export function setScreen(kind: 'phone' | 'desktop') {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      // MUI asks "max-width: …" for down('md'): true only on a phone.
      matches: kind === 'phone' ? query.includes('max-width') : query.includes('min-width'),
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(() => false),
    })),
  );
}
