import { BRACKET_CLOSE_WORD, BRACKET_OPEN_WORD } from '@stockroom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { subscribeSnackbar } from '../../../../lib/snackbar-bus';
import { jsonResponse, type SeenRequest, storeTestLogin, stubFetch } from '../../../../test/fetch-stub';
import { renderAt } from '../../../../test/render';
import { FIELDS, SECTIONS } from '../brand-form/brand-form-test-data';
import { MyBrandSection } from './my-brand-section';

const BRAND_ID = '33333333-3333-4333-8333-333333333333';
const PHONE_KEY = `contact${BRACKET_OPEN_WORD}phone${BRACKET_CLOSE_WORD}`;
const COLOUR_FIELDS = [
  { ...FIELDS[2], id: '20000000-0000-4000-8000-000000000001', name: 'dark1', label: 'Dark 1' },
  { ...FIELDS[2], id: '20000000-0000-4000-8000-000000000002', name: 'light1', label: 'Light 1' },
];
const stored = {
  id: BRAND_ID,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  deleted_at: null,
  name: 'Northwind Fiber',
  tagline: 'Fast lines, near you',
  dark1: '#1b1b1b',
  light1: '#ffffff',
  accent1: '#0b5394',
  [PHONE_KEY]: '+1 555 010 0200',
  website: 'https://northwind.example',
};

function playServer(patchAnswer?: (request: SeenRequest) => Response) {
  let brand: Record<string, unknown> = { ...stored };
  return stubFetch((request) => {
    const { pathname } = request.url;
    if (pathname === '/brands-api/fields') return jsonResponse(200, [...FIELDS, ...COLOUR_FIELDS]);
    if (pathname === '/brands-api/sections') return jsonResponse(200, SECTIONS);
    if (pathname === `/brands-api/brands/${BRAND_ID}` && request.method === 'PATCH') {
      if (patchAnswer) return patchAnswer(request);
      brand = { ...brand, ...(request.body as object) };
      return jsonResponse(200, brand);
    }
    if (pathname === `/brands-api/brands/${BRAND_ID}`) return jsonResponse(200, brand);
    return jsonResponse(404, { message: 'Not found', code: 'not_found' });
  });
}

const box = (name: string) => screen.getByRole('textbox', { name });
const preview = () => within(screen.getByTestId('brand-preview'));

describe('my brand', () => {
  it('explains, without an error, that the administrator links the brand', () => {
    const { seen } = playServer();
    renderAt(<MyBrandSection brandId={null} />);
    expect(screen.getByRole('heading', { name: 'My brand' })).toBeInTheDocument();
    expect(screen.getByText(/Your administrator links it/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it('previews the values as typed, warns about a poor accent, and saves only the changed keys encoded', async () => {
    storeTestLogin();
    const { seen } = playServer();
    const messages: string[] = [];
    const unsubscribe = subscribeSnackbar((message) => messages.push(message));
    const { user } = renderAt(<MyBrandSection brandId={BRAND_ID} />);
    expect(await screen.findByRole('textbox', { name: 'Company name' })).toHaveValue('Northwind Fiber');
    expect(preview().getByText('Northwind Fiber')).toBeInTheDocument();
    expect(preview().getByText('northwind.example')).toBeInTheDocument();
    expect(screen.queryByText(/Below 4.5:1/)).not.toBeInTheDocument();

    await user.clear(box('Phone'));
    await user.paste('+1 555 010 0999');
    expect(preview().getByText('+1 555 010 0999')).toBeInTheDocument();
    await user.clear(box('Accent 1'));
    await user.paste('#ffd966');
    const onAccent = within(screen.getByRole('listitem', { name: 'Light on accent' }));
    expect(onAccent.getByRole('alert')).toHaveTextContent('Below 4.5:1');
    await user.clear(box('Accent 1'));
    await user.paste('#0b3d91');
    expect(onAccent.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save brand' }));
    await waitFor(() => expect(messages).toContain('Brand saved'));
    const patch = seen.find((request) => request.method === 'PATCH');
    expect(patch?.body).toEqual({ [PHONE_KEY]: '+1 555 010 0999', accent1: '#0b3d91' });
    expect(box('Phone')).toHaveValue('+1 555 010 0999');
    unsubscribe();
  });

  it('keeps what was typed when the save fails and says why', async () => {
    storeTestLogin();
    playServer(() => jsonResponse(503, { message: 'The brands service is busy, try again', code: 'unavailable' }));
    const messages: string[] = [];
    const unsubscribe = subscribeSnackbar((message) => messages.push(message));
    const { user } = renderAt(<MyBrandSection brandId={BRAND_ID} />);
    await screen.findByRole('textbox', { name: 'Phone' });
    await user.clear(box('Phone'));
    await user.paste('+1 555 010 0999');
    await user.click(screen.getByRole('button', { name: 'Save brand' }));
    expect(await screen.findByText('The brands service is busy, try again')).toBeInTheDocument();
    expect(box('Phone')).toHaveValue('+1 555 010 0999');
    expect(messages).not.toContain('Brand saved');
    unsubscribe();
  });

  it('says when the brand cannot be loaded and tries again', async () => {
    storeTestLogin();
    let fail = true;
    stubFetch((request) => {
      if (request.url.pathname === `/brands-api/brands/${BRAND_ID}`) {
        return fail ? jsonResponse(500, { message: 'Server error', code: 'internal' }) : jsonResponse(200, stored);
      }
      if (request.url.pathname === '/brands-api/fields') return jsonResponse(200, FIELDS);
      return jsonResponse(200, SECTIONS);
    });
    const { user } = renderAt(<MyBrandSection brandId={BRAND_ID} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Company name' })).toHaveValue('Northwind Fiber');
  });
});
