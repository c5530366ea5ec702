import { render, screen, waitFor } from '@testing-library/react';
import { lazy } from 'react';
import { expect, it, vi } from 'vitest';
import { OnDemand } from './on-demand';

it('shows the piece once its code has loaded', async () => {
  const Piece = lazy(async () => ({ default: () => <p>Loaded piece</p> }));
  render(
    <OnDemand>
      <Piece />
    </OnDemand>,
  );
  expect(await screen.findByText('Loaded piece')).toBeInTheDocument();
});

it('keeps the page when the piece cannot be fetched', async () => {
  // React reports the caught error on the console; the page itself goes on.
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const Broken = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
  render(
    <main>
      <h1>The page</h1>
      <OnDemand>
        <Broken />
      </OnDemand>
    </main>,
  );
  // Once the failure has reached the boundary (React reports it), the page is still there.
  await waitFor(() => expect(quiet).toHaveBeenCalled());
  expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
  quiet.mockRestore();
});
