import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-errors';
import { stubXhr } from '../../../../test/fake-xhr';
import { FIELDS, SECTIONS, VALUES } from './brand-form-test-data';
import { BrandValuesForm } from './brand-values-form';

function renderForm(onSubmit = vi.fn(async () => ({})), onValuesChange = vi.fn()) {
  const user = userEvent.setup();
  render(
    <BrandValuesForm
      fields={FIELDS}
      sections={SECTIONS}
      initialValues={VALUES}
      onSubmit={onSubmit}
      submitLabel="Save brand"
      onValuesChange={onValuesChange}
    />,
  );
  return { user, onSubmit, onValuesChange };
}

const box = (name: string) => screen.getByRole('textbox', { name });
const save = () => screen.getByRole('button', { name: 'Save brand' });

async function retype(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  // One paste is one change, as a person's typing ends up; typing key by key is slow in jsdom.
  if (text) await user.paste(text);
}

describe('brand values form', () => {
  it('shows each section under its label with its fields in order, and the rest under Other', () => {
    renderForm();
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['Identity', 'Colours', 'Contact', 'Other']);
    const contact = within(screen.getByRole('region', { name: 'Contact' }));
    expect(contact.getAllByRole('textbox').map((input) => input.getAttribute('name'))).toHaveLength(3);
    expect(contact.getAllByRole('textbox')[0]).toHaveAccessibleName('Website');
    expect(box('Phone')).toHaveValue('+1 555 010 0200');
    expect(box('Phone')).toHaveAttribute('type', 'tel');
    expect(box('Phone')).toHaveAttribute('inputmode', 'tel');
    expect(box('Website')).toHaveAttribute('inputmode', 'url');
    expect(box('E-mail')).toHaveAttribute('type', 'email');
    expect(box('About').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('img', { name: 'Logo preview' })).toHaveAttribute(
      'src',
      `${window.location.origin}${VALUES.logo}`,
    );
    expect(save()).toBeDisabled();
  });

  it('sends only the changed keys, brackets and all, and a cleared value as null', async () => {
    const { user, onSubmit, onValuesChange } = renderForm();
    await retype(user, box('Phone'), '+44 20 7946 0000');
    await retype(user, box('Website'), '');
    expect(onValuesChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ 'contact[phone]': '+44 20 7946 0000', website: '', legacy: 'kept' }),
    );
    await user.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ 'contact[phone]': '+44 20 7946 0000', website: null });
    await waitFor(() => expect(save()).toBeDisabled());
  });

  it('keeps the colour text, swatch and picker in step and refuses a colour that is not #rrggbb', async () => {
    const { user, onSubmit } = renderForm();
    const picker = screen.getByLabelText('Accent 1: pick a colour');
    expect(picker).toHaveValue('#0b5394');
    await retype(user, box('Accent 1'), '#FF8800');
    expect(picker).toHaveValue('#ff8800');
    expect(screen.getByTestId('Accent 1 swatch')).toHaveStyle({ backgroundColor: 'rgb(255, 136, 0)' });

    // jsdom has no colour dialog: a change event is what the browser sends once a colour is picked.
    fireEvent.change(picker, { target: { value: '#123456' } });
    expect(box('Accent 1')).toHaveValue('#123456');

    await retype(user, box('Accent 1'), 'blue');
    await user.click(save());
    expect(await screen.findByText('Enter a colour as #rrggbb, for example #1a73e8')).toBeInTheDocument();
    expect(box('Accent 1')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['Website', 'northwind.example', 'Enter a web address starting with http:// or https://'],
    ['Website', 'ftp://northwind.example', 'Enter a web address starting with http:// or https://'],
    ['Website', 'https://north wind.example', 'Enter a web address starting with http:// or https://'],
    ['Company name', 'x'.repeat(501), 'At most 500 characters'],
    ['E-mail', 'sales@northwind', 'Enter a valid e-mail address, for example name@example.com'],
    ['Phone', 'call us', 'Enter 5 to 30 characters: digits, spaces and + ( ) - . only, for example +1 555 010 0200'],
    ['Phone', '12 3', 'Enter 5 to 30 characters: digits, spaces and + ( ) - . only, for example +1 555 010 0200'],
    ['Phone', '(-- .)', 'Enter 5 to 30 characters: digits, spaces and + ( ) - . only, for example +1 555 010 0200'],
  ])('refuses %s "%s" with a clear message', async (label, value, message) => {
    const { user, onSubmit } = renderForm();
    await retype(user, box(label), value);
    await user.click(save());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('accepts what the server accepts', async () => {
    const { user, onSubmit } = renderForm();
    await retype(user, box('Website'), 'http://northwind.example/about?x=1');
    await retype(user, box('E-mail'), 'sales@northwind.example');
    await retype(user, box('Phone'), '(555) 010-0200.1');
    await user.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('keeps everything typed after a failed save and shows the server message on the form and its field', async () => {
    const failure = new ApiError('Invalid brand', 400, {
      message: 'Invalid brand',
      code: 'VALIDATION',
      issues: [{ path: 'contact__lbracket__phone__rbracket__', message: 'Not a phone number' }],
    });
    const { user, onSubmit } = renderForm(vi.fn(async () => Promise.reject(failure)));
    await retype(user, box('Company name'), 'Northwind Fibre Ltd');
    await retype(user, box('Phone'), '+1 555 999 0000');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The brand was not saved: correct the fields marked below.',
    );
    expect(await screen.findByText('Not a phone number')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(box('Company name')).toHaveValue('Northwind Fibre Ltd');
    expect(box('Phone')).toHaveValue('+1 555 999 0000');
    expect(save()).toBeEnabled();
  });

  it('names, with its brackets, a key the server refused that the form does not show', async () => {
    const failure = new ApiError('Invalid Body parameter legacy__lbracket__x__rbracket__: Too long', 400, {
      message: 'Invalid Body parameter legacy__lbracket__x__rbracket__: Too long',
      code: 'validation_failed',
      issues: [{ path: 'legacy__lbracket__x__rbracket__', message: 'Too long' }],
    });
    const { user } = renderForm(vi.fn(async () => Promise.reject(failure)));
    await retype(user, box('Company name'), 'Northwind Fibre Ltd');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('The brand was not saved. legacy[x]: Too long');
    expect(box('Company name')).toHaveValue('Northwind Fibre Ltd');
  });

  it('uploads a logo with progress, holds the save until it is stored, and can remove it', async () => {
    const { sentAt } = stubXhr();
    const { user, onSubmit } = renderForm();
    const logo = within(screen.getByRole('group', { name: 'Logo' }));
    const file = new File([new Uint8Array(2048)], 'logo.png', { type: 'image/png' });
    await user.upload(logo.getByLabelText('Logo file'), file);
    const upload = await sentAt(0);
    expect(upload.url.searchParams.get('kind')).toBe('brand-image');
    act(() => upload.progress(1024, 2048));
    expect(await logo.findByRole('progressbar', { name: 'Uploading logo.png' })).toHaveAttribute('aria-valuenow', '50');
    expect(save()).toBeDisabled();

    const path = '/files/brand-images/22222222-2222-4222-8222-222222222222.png';
    act(() => upload.respond(201, { path, url: path, content_type: 'image/png', size: 900, name: 'logo.png' }));
    await waitFor(() =>
      expect(logo.getByRole('img', { name: 'Logo preview' })).toHaveAttribute(
        'src',
        `${window.location.origin}${path}`,
      ),
    );
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith({ logo: path }));

    await user.click(logo.getByRole('button', { name: 'Remove logo' }));
    expect(logo.queryByRole('img')).not.toBeInTheDocument();
    expect(logo.getByText('No logo yet')).toBeInTheDocument();
    await user.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith({ logo: null }));
  });

  it('says why a logo was not uploaded', async () => {
    renderForm();
    const user = userEvent.setup({ applyAccept: false });
    const logo = within(screen.getByRole('group', { name: 'Logo' }));
    await user.upload(logo.getByLabelText('Logo file'), new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' }));
    expect(await logo.findByRole('alert')).toHaveTextContent('logo.pdf: Choose a PNG, JPEG or WebP image');
  });
});
