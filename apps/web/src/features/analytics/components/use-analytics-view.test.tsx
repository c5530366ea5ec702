import { screen } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { useAnalyticsView } from './use-analytics-view';

const GROUP = '0193a3f0-0000-7000-8000-0000000000a1';

/** Two changes in one go, as a fast admin makes them before the page renders again; one alone; back. */
function Changes() {
  const { setPeriod, setChoice } = useAnalyticsView();
  const navigate = useNavigate();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setPeriod({ kind: 'preset', days: 7 });
          setChoice('measure', 'search');
        }}
      >
        Both
      </button>
      <button type="button" onClick={() => setChoice('measure', 'download')}>
        Downloads
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
}

const renderChanges = () =>
  renderRoutes([{ path: '/admin/analytics', element: <Changes /> }], `/admin/analytics?group_id=${GROUP}`);
const addressOf = (router: ReturnType<typeof renderChanges>['router']) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('the analytics view in the address', () => {
  it('keeps a period and a panel choice made one right after the other', async () => {
    const { user, router } = renderChanges();
    await user.click(screen.getByRole('button', { name: 'Both' }));
    expect(addressOf(router)).toEqual({ group_id: GROUP, days: '7', measure: 'search' });
  });

  it('starts a change from the address the back button reached', async () => {
    const { user, router } = renderChanges();
    await user.click(screen.getByRole('button', { name: 'Both' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(addressOf(router)).toEqual({ group_id: GROUP });
    await user.click(screen.getByRole('button', { name: 'Downloads' }));
    expect(addressOf(router)).toEqual({ group_id: GROUP, measure: 'download' });
  });
});
