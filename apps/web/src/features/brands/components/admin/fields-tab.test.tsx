import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DialogProvider } from '../../../../components/layout/dialog-area';
import { SnackbarArea } from '../../../../components/layout/snackbar-area';
import { jsonResponse, type SeenRequest } from '../../../../test/fetch-stub';
import { renderRoutes } from '../../../../test/render';
import { FIELDS, SECTIONS } from '../brand-form/brand-form-test-data';
import { BrandsAdminPage } from './brands-admin-page';
import { brandsServer } from './brands-test-server';

const renderTab = () =>
  renderRoutes(
    [
      {
        path: '/admin/brands',
        element: (
          <DialogProvider>
            <BrandsAdminPage />
            <SnackbarArea />
          </DialogProvider>
        ),
      },
    ],
    '/admin/brands?tab=fields',
  );

const writes = (seen: SeenRequest[]) => seen.filter((r) => r.method !== 'GET');
const section = (label: string) => screen.findByRole('region', { name: label });
const CONTACT = SECTIONS[2];
const EMAIL = FIELDS[5];

describe('brand fields and sections', () => {
  it('lists the sections in order with their fields, and the fields in none apart', async () => {
    brandsServer();
    renderTab();
    const contact = await section('Contact');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Identity', 'Colours', 'Contact', 'Fields in no section']);
    const rows = within(within(contact).getByRole('list', { name: 'Fields of Contact' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Websitewebsite · Web address',
      'Phonecontact[phone] · Phone number',
      'E-mailemail · E-mail address',
    ]);
    expect(within(await section('Fields in no section')).getByText('About')).toBeInTheDocument();
  });

  it('saves a new order of a section at once', async () => {
    const { seen } = brandsServer({
      write: (request) => jsonResponse(200, { ...CONTACT, ...(request.body as object) }),
    });
    const { user } = renderTab();
    const contact = await section('Contact');
    await user.click(within(contact).getAllByRole('button', { name: 'Move down' })[0] as HTMLElement);
    await waitFor(() => expect(writes(seen)).toHaveLength(1));
    expect(writes(seen)[0]).toMatchObject({
      method: 'PATCH',
      body: { fields: ['contact[phone]', 'website', 'email'] },
    });
    expect(writes(seen)[0]?.url.pathname).toBe(`/brands-api/sections/${CONTACT?.id}`);
    const rows = within(contact).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Phone');
  });

  it('adds a field to a section, and shows what the server says is wrong on its input', async () => {
    const message = 'A field named "email" already exists';
    const { seen } = brandsServer({
      write: () => jsonResponse(409, { message, code: 'conflict', issues: [{ path: 'name', message }] }),
    });
    const { user } = renderTab();
    await user.click(within(await section('Contact')).getByRole('button', { name: 'Add field' }));
    const dialog = await screen.findByRole('dialog', { name: 'New field' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('textbox', { name: 'Label' })).toHaveAccessibleDescription('Required');
    expect(writes(seen)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Label' }), 'Support e-mail');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'email');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Type' }), 'E-mail address');
    expect(within(dialog).getByRole('combobox', { name: 'Section' })).toHaveValue('contact');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(seen)).toHaveLength(1));
    expect(writes(seen)[0]).toMatchObject({
      method: 'POST',
      body: { name: 'email', label: 'Support e-mail', type: 'email', section: 'contact' },
    });
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(message),
    );
  });

  it('refuses a field name that is not a key-safe word before sending it', async () => {
    const { seen } = brandsServer();
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'New field' }));
    const dialog = await screen.findByRole('dialog', { name: 'New field' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Label' }), 'Tag line');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'tag line');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      /Use letters, digits, _ and -/,
    );
    expect(writes(seen)).toHaveLength(0);
  });

  it('moves a field to another section by editing its section', async () => {
    const { seen } = brandsServer({ write: (request) => jsonResponse(200, { ...EMAIL, ...(request.body as object) }) });
    const { user } = renderTab();
    const rows = within(await section('Contact')).getAllByRole('button', { name: 'Edit field' });
    await user.click(rows[2] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Edit “E-mail”' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Section' }), 'Identity');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(seen)).toHaveLength(1));
    expect(writes(seen)[0]).toMatchObject({
      method: 'PATCH',
      body: { name: 'email', label: 'E-mail', type: 'email', section: 'identity' },
    });
    expect(writes(seen)[0]?.url.pathname).toBe(`/brands-api/fields/${EMAIL?.id}`);
  });

  it('asks before deleting a field, saying brands keep their values', async () => {
    const { seen } = brandsServer({ write: () => jsonResponse(200, { id: EMAIL?.id }) });
    const { user } = renderTab();
    const buttons = within(await section('Contact')).getAllByRole('button', { name: 'Delete field' });
    await user.click(buttons[2] as HTMLElement);
    const question = await screen.findByRole('dialog', { name: 'Delete the field “E-mail”?' });
    expect(question).toHaveTextContent('Brands keep their values under “email”');
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(writes(seen)[0]?.method).toBe('DELETE'));
    expect(writes(seen)[0]?.url.pathname).toBe(`/brands-api/fields/${EMAIL?.id}`);
    expect(await screen.findByText('Field “E-mail” deleted')).toBeInTheDocument();
  });

  it('adds, renames and deletes a section', async () => {
    const { seen } = brandsServer({
      write: (request) => jsonResponse(200, { ...CONTACT, ...(request.body as object) }),
    });
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'New section' }));
    let dialog = await screen.findByRole('dialog', { name: 'New section' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Label' }), 'Social');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'social');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(seen)).toHaveLength(1));
    expect(writes(seen)[0]).toMatchObject({ method: 'POST', body: { name: 'social', label: 'Social', fields: [] } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(await section('Contact')).getByRole('button', { name: 'Rename' }));
    dialog = await screen.findByRole('dialog', { name: 'Rename “Contact”' });
    const label = within(dialog).getByRole('textbox', { name: 'Label' });
    await user.clear(label);
    await user.type(label, 'Contact details');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(seen)).toHaveLength(2));
    expect(writes(seen)[1]).toMatchObject({ method: 'PATCH', body: { name: 'contact', label: 'Contact details' } });

    await user.click(within(await section('Contact')).getByRole('button', { name: 'Delete' }));
    const question = await screen.findByRole('dialog', { name: 'Delete the section “Contact”?' });
    expect(question).toHaveTextContent('Its fields stay, in no section');
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(writes(seen)[2]?.method).toBe('DELETE'));
  });
});
