import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubXhr } from '../../../test/fake-xhr';
import { jsonResponse } from '../../../test/fetch-stub';
import type { ProductDialogTarget } from './product-form-dialog';
import { KIT, playServer, renderProductForm, SALE, SUMMER, WINTER, writes } from './products-test-server';

const stored = {
  path: 'thumbnails/99999999-9999-4999-8999-999999999999.webp',
  url: '/files/thumbnails/99999999-9999-4999-8999-999999999999.webp?expires=2&signature=t',
  content_type: 'image/webp',
  size: 900,
  name: 'cover.png',
};

async function openForm(target: ProductDialogTarget) {
  const view = renderProductForm(target);
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('textbox', { name: 'Title' });
  return { ...view, dialog };
}
const openNew = () => openForm({ mode: 'create' });

/** Types by pasting: one change instead of one per key, which a form this size makes slow in jsdom. */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('product form', () => {
  it('creates a product with its categories as {category_id} and its tags as {tag_id}', async () => {
    const { seen } = playServer();
    const { user, dialog } = await openNew();
    await fill(user, within(dialog).getByRole('textbox', { name: 'Title' }), 'Autumn poster');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Type' }), 'Template');
    await user.click(within(dialog).getByRole('combobox', { name: 'Categories' }));
    await user.click(await screen.findByRole('option', { name: 'Winter' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Tags' }));
    await user.click(await screen.findByRole('option', { name: 'Sale' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(writes(seen)).toHaveLength(1));
    const [post] = writes(seen);
    expect(post?.url.pathname).toBe('/api/products');
    expect(post?.body).toMatchObject({
      title: 'Autumn poster',
      product_type: 'template',
      is_draft: true,
      parent_product_id: null,
      categories: [{ category_id: WINTER }],
      tags: [{ tag_id: SALE }],
      associated_products: [],
    });
    expect(await screen.findByText('“Autumn poster” created')).toBeInTheDocument();
  });

  it('uploads a thumbnail with progress, previews it, and saves only once it is stored', async () => {
    const { seen } = playServer();
    const { sentAt } = stubXhr();
    const { user, dialog } = await openNew();
    await fill(user, within(dialog).getByRole('textbox', { name: 'Title' }), 'Autumn poster');

    const file = new File([new Uint8Array(1024)], 'cover.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Thumbnail file'), file);
    const upload = await sentAt(0);
    expect(upload.url.searchParams.get('kind')).toBe('thumbnail');
    expect(upload.file?.name).toBe('cover.png');
    act(() => upload.progress(512, 1024));
    const bar = await within(dialog).findByRole('progressbar', { name: 'Uploading cover.png' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();

    act(() => upload.respond(201, stored));
    expect(await within(dialog).findByRole('img', { name: 'Thumbnail preview' })).toHaveAttribute('src', stored.url);
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(writes(seen)).toHaveLength(1));
    expect(writes(seen)[0]?.body).toMatchObject({ title: 'Autumn poster', thumbnail: stored.path });
  });

  it('sends only what changed on edit, with the links as add_ and remove_ lists', async () => {
    const { seen } = playServer();
    const { user, dialog } = await openForm({ mode: 'edit', id: KIT, title: 'Spring kit' });
    const subtitle = within(dialog).getByRole('textbox', { name: 'Subtitle' });
    await user.clear(subtitle);
    await fill(user, subtitle, 'New look');
    const categories = within(dialog).getByRole('combobox', { name: 'Categories' });
    const summerChip = within(categories.closest('.MuiAutocomplete-root') as HTMLElement).getByRole('button', {
      name: 'Summer deals',
    });
    await user.click(within(summerChip).getByTestId('CancelIcon'));
    await user.click(categories);
    await user.click(await screen.findByRole('option', { name: 'Winter' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Gated' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(writes(seen)).toHaveLength(1));
    const [put] = writes(seen);
    expect(put?.method).toBe('PUT');
    expect(put?.url.pathname).toBe(`/api/products/${KIT}`);
    // The bundle's signed address, read back, is not written over the stored file.
    expect(put?.body).toEqual({
      subtitle: 'New look',
      is_gated: false,
      add_categories: [WINTER],
      remove_categories: [SUMMER],
    });
  });

  it("shows the server's refusal on its field and keeps the dialog and the values", async () => {
    const message = 'A product with the address "spring-kit" already exists';
    const { seen } = playServer({
      write: () => jsonResponse(409, { message, code: 'conflict', issues: [{ path: 'slug', message }] }),
    });
    const { user, dialog } = await openNew();
    await fill(user, within(dialog).getByRole('textbox', { name: 'Title' }), 'Spring kit');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Slug' }), 'spring-kit');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const slug = within(dialog).getByRole('textbox', { name: 'Slug' });
    await waitFor(() => expect(slug).toHaveAttribute('aria-invalid', 'true'));
    expect(slug).toHaveAccessibleDescription(message);
    expect(writes(seen)).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'New product' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Spring kit');
  });

  it('refuses a video address outside the known hosts with the contract message', async () => {
    const { seen } = playServer();
    const { user, dialog } = await openNew();
    await fill(user, within(dialog).getByRole('textbox', { name: 'Title' }), 'Clip');
    const video = within(dialog).getByRole('textbox', { name: 'Video address' });
    await fill(user, video, 'https://example.com/clip');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(video).toHaveAttribute('aria-invalid', 'true'));
    expect(video).toHaveAccessibleDescription(/^Use an https address on youtube\.com/);
    expect(writes(seen)).toHaveLength(0);
  });
});
