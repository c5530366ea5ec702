import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogProvider } from '../../../../components/layout/dialog-area';
import { stubXhr } from '../../../../test/fake-xhr';
import {
  type FetchHandler,
  jsonResponse,
  type SeenRequest,
  storeTestLogin,
  stubFetch,
} from '../../../../test/fetch-stub';
import { renderRoutes } from '../../../../test/render';
import {
  answer,
  CATALOGUE_PHOTO_ID,
  CATALOGUE_PRODUCT_ID,
  editorRoutes,
  flyerProject,
  PHOTO_ID,
  PRODUCT_ID,
  PROJECT_ID,
  photo,
} from '../../test-data';
import { CustomizePage } from '../customize-page';

function renderEditor(routes: Record<string, FetchHandler> = {}) {
  storeTestLogin();
  const { seen } = stubFetch(
    answer({
      ...editorRoutes(flyerProject()),
      'GET /api/photos': () => jsonResponse(200, []),
      'GET /api/photos/catalogue': () =>
        jsonResponse(200, [{ id: CATALOGUE_PRODUCT_ID, title: 'Coffee bar', thumbnail_url: '/files/coffee.webp' }]),
      'POST /api/photos/from-product': () =>
        jsonResponse(201, photo({ id: CATALOGUE_PHOTO_ID, name: 'Coffee bar', preview_url: '/files/coffee.jpg' })),
      ...routes,
    }),
  );
  const view = renderRoutes(
    [
      {
        path: '/products/:id/customize',
        element: (
          <DialogProvider>
            <CustomizePage />
          </DialogProvider>
        ),
      },
    ],
    `/products/${PRODUCT_ID}/customize`,
  );
  return { ...view, seen };
}

beforeEach(() => sessionStorage.clear());

const front = () => screen.findByTestId('preview-page-1');
const lines = async (slot: string) =>
  [...(await front()).querySelectorAll(`text[data-slot="${slot}"] tspan`)].map((tspan) => tspan.textContent);
const saves = (seen: SeenRequest[]) => seen.filter((r) => r.method === 'PUT');
const lastSaved = (seen: SeenRequest[]) =>
  saves(seen).at(-1)?.body as { text: Record<string, string>; photos?: object };

describe('the editor’s text slots', () => {
  it('shows a field per slot, with how it fits and where it shows, and draws what is typed as fitted lines', async () => {
    const { user } = renderEditor();
    const headline = await screen.findByRole('textbox', { name: 'Headline' });
    expect(await lines('headline')).toEqual(['Grand opening']);
    expect(screen.getByText('Fits')).toBeInTheDocument();
    expect(screen.getByText('1 line of 3')).toBeInTheDocument();
    expect(screen.getByText(/On Front and Back/)).toBeInTheDocument();

    await user.clear(headline);
    await user.type(headline, 'Open today');
    await waitFor(async () => expect(await lines('headline')).toEqual(['Open today']));

    const body = screen.getByRole('textbox', { name: 'Body' });
    await user.clear(body);
    await user.type(body, 'Coffee{Enter}Cake');
    await waitFor(async () => expect(await lines('body')).toEqual(['Coffee', 'Cake']));
    expect(await screen.findByText(/2 lines of 3 · about \d+ characters left/)).toBeInTheDocument();
  });

  it('neither saves nor downloads a text too long for its box, and says why', async () => {
    const { seen } = renderEditor();
    const headline = await screen.findByRole('textbox', { name: 'Headline' });
    fireEvent.change(headline, { target: { value: 'Our brand new service centre opens on Main Street' } });

    const message = await screen.findAllByText(/^Headline is \d+ characters too long for its box: shorten it/);
    expect(headline).toHaveAttribute('aria-invalid', 'true');
    expect(message.length).toBeGreaterThan(0);
    expect(screen.getByRole('status')).toHaveTextContent(/Not saved: Headline is \d+ characters too long/);
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(saves(seen)).toHaveLength(0);
    expect(sessionStorage.length).toBe(1);
  });

  it('shows a locked slot read-only', async () => {
    const { user } = renderEditor();
    const legal = await screen.findByRole('textbox', { name: 'Small print' });
    expect(legal).toHaveAttribute('readonly');
    expect(screen.getByText('Locked by your administrator')).toBeInTheDocument();
    await user.type(legal, 'No offer');
    expect(legal).toHaveValue('Offer ends in June.');
  });

  it('shows on its field what the server refused', async () => {
    const { user } = renderEditor({
      [`PUT /api/projects/${PROJECT_ID}`]: () =>
        jsonResponse(400, {
          message: 'Check the texts',
          code: 'validation_failed',
          issues: [{ path: 'text.body', message: 'Body is 2 characters too long for its box: shorten it' }],
        }),
    });
    const body = await screen.findByRole('textbox', { name: 'Body' });
    await user.type(body, '!');
    expect(
      await screen.findByText('Body is 2 characters too long for its box: shorten it', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();
  });

  it('undoes what was typed', async () => {
    const { user } = renderEditor();
    const headline = await screen.findByRole('textbox', { name: 'Headline' });
    // One burst of typing, however slowly a loaded machine renders each key.
    const now = vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    await user.type(headline, ' now');
    now.mockRestore();
    await waitFor(async () => expect(await lines('headline')).toEqual(['Grand opening now']));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(headline).toHaveValue('Grand opening');
    await waitFor(async () => expect(await lines('headline')).toEqual(['Grand opening']));
  });

  it('focuses the field of a text clicked in the preview', async () => {
    renderEditor();
    await screen.findByRole('textbox', { name: 'Body' });
    const drawn = (await front()).querySelector('text[data-slots="body"] tspan') as Element;
    fireEvent.click(drawn);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Body' })).toHaveFocus());
  });
});

describe('the editor’s photo slots', () => {
  it('uses an uploaded photo, then a catalogue image, in the slot', async () => {
    const { sentAt } = stubXhr();
    const { user, seen } = renderEditor();
    const storefront = within(await screen.findByRole('region', { name: 'Storefront' }));
    await user.click(storefront.getByRole('button', { name: 'Choose a photo' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Choose a photo for Storefront' }));
    expect(await dialog.findByText('No photos yet')).toBeInTheDocument();

    await user.upload(
      dialog.getByLabelText('Photo file'),
      new File([new Uint8Array(64)], 'huge.jpg', { type: 'image/jpeg' }),
    );
    const refused = await sentAt(0);
    act(() =>
      refused.respond(400, {
        message: 'Check the file',
        code: 'validation_failed',
        issues: [{ path: 'file', message: 'The photo is larger than 25 MB' }],
      }),
    );
    expect(await dialog.findByRole('alert')).toHaveTextContent('huge.jpg: The photo is larger than 25 MB');

    await user.upload(
      dialog.getByLabelText('Photo file'),
      new File([new Uint8Array(64)], 'shop.jpg', { type: 'image/jpeg' }),
    );
    const upload = await sentAt(1);
    act(() => upload.progress(32, 64));
    expect(await dialog.findByText('50%')).toBeInTheDocument();
    act(() => upload.respond(201, photo()));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(async () =>
      expect((await front()).querySelector('image[data-slot="photo"]')?.getAttribute('href')).toContain(PHOTO_ID),
    );
    await waitFor(
      () => expect(lastSaved(seen)?.photos).toEqual({ photo: { photo_id: PHOTO_ID, zoom: 1, x: 0.5, y: 0.5 } }),
      {
        timeout: 5000,
      },
    );

    await user.click(storefront.getByRole('button', { name: 'Choose a photo' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Choose a photo for Storefront' }));
    await user.click(dialog.getByRole('tab', { name: 'From the catalogue' }));
    await user.click(await dialog.findByRole('button', { name: 'Coffee bar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen.find((r) => r.url.pathname === '/api/photos/from-product')?.body).toEqual({
      product_id: CATALOGUE_PRODUCT_ID,
    });
    await waitFor(
      () =>
        expect(lastSaved(seen)?.photos).toEqual({ photo: { photo_id: CATALOGUE_PHOTO_ID, zoom: 1, x: 0.5, y: 0.5 } }),
      { timeout: 5000 },
    );

    await user.click(storefront.getByRole('button', { name: "Use the template's photo" }));
    await waitFor(async () =>
      expect((await front()).querySelector('image[data-slot="photo"]')?.getAttribute('href')).toBe(
        'data:image/jpeg;base64,AAAA',
      ),
    );
  });

  it('pans and zooms the photo with the keys, within range, and centres it again with 0', async () => {
    const { user, seen } = renderEditor();
    const framer = await screen.findByRole('group', { name: 'Position of the photo in Storefront' });
    framer.focus();
    // The template's square photo in a wide frame: it can move up and down only, until zoomed.
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(Number(framer.dataset.y)).toBeLessThan(0.5);
    expect(Number(framer.dataset.x)).toBe(0.5);
    await user.keyboard('{+}{+}{ArrowRight}');
    expect(Number(framer.dataset.zoom)).toBe(1.5);
    expect(Number(framer.dataset.x)).toBeLessThan(0.5);
    await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{/Shift}');
    expect(Number(framer.dataset.x)).toBe(0);
    for (let i = 0; i < 20; i++) await user.keyboard('{+}');
    expect(Number(framer.dataset.zoom)).toBe(5);
    await waitFor(() => expect(lastSaved(seen)?.photos).toMatchObject({ photo: { photo_id: '', zoom: 5, x: 0 } }), {
      timeout: 5000,
    });
    await user.keyboard('0');
    expect(framer.dataset).toMatchObject({ zoom: '1', x: '0.5', y: '0.5' });
  });
});
