import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, storeTestLogin, stubFetch } from '../../../test/fetch-stub';
import { renderAt } from '../../../test/render';
import { RecordingNotice } from './recording-notice';

const serve = (settings: object) => {
  storeTestLogin();
  stubFetch(() => jsonResponse(200, settings));
};

describe('the session recording notice on /my-account', () => {
  it('says what is recorded, what is masked, why, and for how long', async () => {
    serve({ recorded: true, retention_days: 30 });
    renderAt(<RecordingNotice />);
    const section = await screen.findByRole('region', { name: 'Session recording' });
    expect(section).toHaveTextContent('the pages you visit and where you click');
    expect(section).toHaveTextContent('personal and brand details, are masked');
    expect(section).toHaveTextContent('To improve Stockroom');
    expect(section).toHaveTextContent('kept for 30 days');
  });

  it('says visits are not recorded when recording is off', async () => {
    serve({ recorded: false, retention_days: 0 });
    renderAt(<RecordingNotice />);
    expect(await screen.findByText('Your visits are not recorded.')).toBeInTheDocument();
  });
});
