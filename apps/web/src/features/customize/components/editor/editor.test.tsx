import type { TemplateDocument } from '@stockroom/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogProvider } from '../../../../components/layout/dialog-area';
import { contrastRatio, formatRatio } from '../../../../lib/contrast';
import { stubXhr } from '../../../../test/fake-xhr';
import { jsonResponse, storeTestLogin, stubFetch } from '../../../../test/fetch-stub';
import { renderRoutes, setScreen } from '../../../../test/render';
import { answer, editorRoutes, PRODUCT_ID, project, USER_ID } from '../../test-data';
import { CustomizePage } from '../customize-page';

const BRAND_ID = '3b241101-e2bb-4255-8caf-000000000010';
const BRAND_LOGO = '/files/brand-images/11111111-1111-4111-8111-111111111111.png';
const NEW_LOGO = '/files/brand-images/22222222-2222-4222-8222-222222222222.png';

/** The demo member's brand (Northwind Fiber), whose colours My brand calls readable. */
const northwind = {
  accent1: { color: '#0b5cad' },
  accent2: { color: '#f59e0b' },
  light1: { color: '#ffffff' },
  light2: { color: '#e8f1fb' },
  dark1: { color: '#0f172a' },
  dark2: { color: '#334155' },
};

/** A flyer: a light page, an accent band with the name in light, a dark line below, a logo. */
const flyer: TemplateDocument = {
  width: 800,
  height: 600,
  unit: 'px',
  bleed: 0,
  view_box: [0, 0, 800, 600],
  defs: [],
  pages: [
    {
      name: 'Flyer',
      nodes: [
        { name: 'rect', attrs: { class: 'light1', width: '800', height: '600' }, children: [] },
        { name: 'rect', attrs: { class: 'accent1', width: '800', height: '200' }, children: [] },
        { name: 'text', attrs: { class: 'light1', x: '40', y: '100', 'data-max-width': '500' }, children: ['{{isp}}'] },
        { name: 'text', attrs: { class: 'dark1', x: '40', y: '400' }, children: ['Call {{phone}}'] },
        {
          name: 'image',
          attrs: { href: '{{logo}}', x: '600', y: '450', width: '160', height: '100' },
          children: [],
        },
      ],
    },
  ],
};

const flyerProject = (logo = BRAND_LOGO) =>
  project({
    document: flyer,
    has_logo_slot: true,
    values: { classes: northwind, text: { isp: 'Northwind Fiber', phone: '555-0142' }, logo },
  });

function renderEditor(projectAnswer = flyerProject()) {
  storeTestLogin();
  const { seen } = stubFetch(
    answer({
      ...editorRoutes(projectAnswer),
      'GET /api/user': () => jsonResponse(200, { id: USER_ID, username: 'member', brand_id: BRAND_ID }),
      [`GET /brands-api/brands/${BRAND_ID}`]: () => jsonResponse(200, { id: BRAND_ID, logo: BRAND_LOGO }),
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

// A draft left by an earlier test (its save never answered) would win over the project's values.
beforeEach(() => sessionStorage.clear());

const preview = () => screen.findByTestId('preview-page-1');
const band = async () => (await preview()).querySelectorAll('rect')[1] as SVGRectElement;
const ratioOf = (text: string, background: string) => formatRatio(contrastRatio(text, background) ?? 0);

describe('the editor’s colours', () => {
  it('checks only the text colours the layout puts on each colour, by My brand’s rule', async () => {
    renderEditor();
    const accent = within(await screen.findByRole('group', { name: 'Accent 1' }));
    const light = within(screen.getByRole('group', { name: 'Light 1' }));
    const dark = within(screen.getByRole('group', { name: 'Dark 1' }));

    // The name sits on the accent band, the phone on the light page: nothing else is checked.
    expect(accent.getByText(`Light 1 text: ${ratioOf('#ffffff', '#0b5cad')}`)).toBeInTheDocument();
    expect(accent.queryByText(/Dark 1 text/)).not.toBeInTheDocument();
    expect(light.getByText(`Dark 1 text: ${ratioOf('#0f172a', '#ffffff')}`)).toBeInTheDocument();
    expect(light.queryByText(/Light 1 text/)).not.toBeInTheDocument();
    expect(dark.queryByRole('list', { name: 'Contrast of the text colours' })).not.toBeInTheDocument();

    // The demo brand's pairs read as My brand reads them: readable, nowhere hard to read.
    expect(accent.getByText('Readable')).toBeInTheDocument();
    expect(light.getByText('Readable')).toBeInTheDocument();
    expect(screen.queryByText(/Hard to read/)).not.toBeInTheDocument();
  });
});

describe('the editor’s undo and redo', () => {
  it('undoes and redoes a colour from the toolbar, the buttons off when there is nothing to do', async () => {
    const { user } = renderEditor();
    const undo = await screen.findByRole('button', { name: 'Undo' });
    const redo = screen.getByRole('button', { name: 'Redo' });
    expect(undo).toBeDisabled();
    expect(redo).toBeDisabled();

    fireEvent.change(screen.getByLabelText('Accent 1: pick a colour'), { target: { value: '#123456' } });
    expect((await band()).getAttribute('style')).toBe('fill:#123456');
    expect(undo).toBeEnabled();

    await user.click(undo);
    await waitFor(async () => expect((await band()).getAttribute('style')).toBe('fill:#0b5cad'));
    expect(screen.getByRole('textbox', { name: 'Accent 1' })).toHaveValue('#0b5cad');
    expect(undo).toBeDisabled();
    expect(redo).toBeEnabled();

    await user.click(redo);
    await waitFor(async () => expect((await band()).getAttribute('style')).toBe('fill:#123456'));
    expect(screen.getByRole('textbox', { name: 'Accent 1' })).toHaveValue('#123456');
    expect(redo).toBeDisabled();
  });

  it('undoes what was typed in a field as one step', async () => {
    const { user } = renderEditor();
    const name = await screen.findByRole('textbox', { name: 'Company name' });
    // One burst of typing, however slowly a loaded machine renders each key.
    const now = vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    await user.clear(name);
    await user.type(name, 'Southwind');
    now.mockRestore();
    await waitFor(async () => expect(await preview()).toHaveTextContent('Southwind'));

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(name).toHaveValue('Northwind Fiber');
    await waitFor(async () => expect(await preview()).toHaveTextContent('Northwind Fiber'));
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  it('has nothing to save once a change is undone before it was sent', async () => {
    const { seen } = renderEditor();
    const picker = await screen.findByLabelText('Accent 1: pick a colour');
    // Change and undo in one go, well inside the autosave's delay however busy the machine is.
    fireEvent.change(picker, { target: { value: '#123456' } });
    expect(screen.getByText('Saving…')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(seen.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('undoes a whole theme in one step', async () => {
    const { user } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Apply Summer' }));
    expect((await band()).getAttribute('style')).toBe('fill:#e4572e');
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveValue('Acme Summer');

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect((await band()).getAttribute('style')).toBe('fill:#0b5cad');
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveValue('Northwind Fiber');
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  it('answers Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y, but leaves a text field’s undo to the browser', async () => {
    const { user } = renderEditor();
    const picker = await screen.findByLabelText('Accent 1: pick a colour');
    fireEvent.change(picker, { target: { value: '#123456' } });
    expect((await band()).getAttribute('style')).toBe('fill:#123456');

    // In a text field the keys are the browser's: the editor's history stays as it is.
    const name = screen.getByRole('textbox', { name: 'Company name' });
    name.focus();
    await user.keyboard('{Control>}z{/Control}');
    expect((await band()).getAttribute('style')).toBe('fill:#123456');

    picker.focus();
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(async () => expect((await band()).getAttribute('style')).toBe('fill:#0b5cad'));
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await waitFor(async () => expect((await band()).getAttribute('style')).toBe('fill:#123456'));
    await user.keyboard('{Meta>}z{/Meta}');
    await waitFor(async () => expect((await band()).getAttribute('style')).toBe('fill:#0b5cad'));
    await user.keyboard('{Control>}y{/Control}');
    await waitFor(async () => expect((await band()).getAttribute('style')).toBe('fill:#123456'));
  });
});

describe('the editor’s logo', () => {
  it('keeps the brand’s logo, here and in the preview, until another image has been uploaded', async () => {
    const { sentAt } = stubXhr();
    const { user } = renderEditor();
    const logo = within(await screen.findByRole('region', { name: 'Logo' }));
    const inUse = () => logo.getByRole('img', { name: 'The logo in use' });
    const drawn = async () => (await preview()).querySelector('image')?.getAttribute('href');
    expect(await logo.findByRole('radio', { name: "My brand's logo" })).toBeChecked();
    expect(await drawn()).toBe(`${window.location.origin}${BRAND_LOGO}`);

    await user.click(logo.getByRole('radio', { name: 'Another image' }));
    expect(logo.getByRole('radio', { name: 'Another image' })).toBeChecked();
    expect(inUse()).toHaveAttribute('src', `${window.location.origin}${BRAND_LOGO}`);
    expect(await drawn()).toBe(`${window.location.origin}${BRAND_LOGO}`);
    expect(logo.getByText(/Your brand's logo stays until the new image is uploaded/)).toBeInTheDocument();

    await user.upload(
      logo.getByLabelText('Logo file'),
      new File([new Uint8Array(64)], 'new.png', { type: 'image/png' }),
    );
    const upload = await sentAt(0);
    expect(await drawn()).toBe(`${window.location.origin}${BRAND_LOGO}`);
    act(() =>
      upload.respond(201, { path: NEW_LOGO, url: NEW_LOGO, content_type: 'image/png', size: 64, name: 'new.png' }),
    );

    await waitFor(() => expect(inUse()).toHaveAttribute('src', `${window.location.origin}${NEW_LOGO}`));
    await waitFor(async () => expect(await drawn()).toBe(`${window.location.origin}${NEW_LOGO}`));
    expect(logo.getByRole('radio', { name: 'Another image' })).toBeChecked();
  });
});

describe('the editor on a phone', () => {
  it('keeps the preview, with undo and the download, stuck under the site header', async () => {
    setScreen('phone');
    renderEditor();
    const pane = await screen.findByRole('region', { name: 'Preview' });
    expect(within(pane).getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    expect(within(pane).getByRole('button', { name: 'Download' })).toBeInTheDocument();
    const style = getComputedStyle(pane);
    expect(style.position).toBe('sticky');
    // The phone's header (MUI's toolbar) is 56 px tall: the pane stops below it.
    expect(style.top).toBe('56px');
  });

  it('keeps the toolbar above the two columns on a desktop', async () => {
    setScreen('desktop');
    renderEditor();
    const pane = await screen.findByRole('region', { name: 'Preview' });
    expect(await screen.findByRole('button', { name: 'Undo' })).toBeInTheDocument();
    expect(within(pane).queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });
});
