import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type SeenRequest } from '../../../test/fetch-stub';
import { FLYER, flyer, playServer, product, renderProductForm, writes } from './products-test-server';

const A4 = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const BANNER = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const template = (id: string, name: string, extra: Record<string, unknown>) => ({
  id,
  name,
  version: 1,
  width: 1200,
  height: 628,
  unit: 'px',
  bleed: 0,
  page_names: ['Page 1'],
  classes: ['accent1'],
  text_classes: [],
  placeholders: ['isp'],
  has_logo_slot: false,
  size_bytes: 2048,
  element_count: 12,
  products: [],
  preview_url: `/renders/template/${id}-1.png?expires=1&signature=s`,
  created_at: '2025-03-01T10:00:00.000Z',
  updated_at: '2025-03-01T10:00:00.000Z',
  ...extra,
});
const templates = [
  template(A4, 'A4 flyer', { width: 210, height: 297, unit: 'mm', bleed: 3 }),
  template(BANNER, 'Web banner', {}),
];
const readTemplates = (request: SeenRequest) =>
  request.url.pathname === '/api/templates' ? jsonResponse(200, templates) : undefined;

async function openEdit(id: string, title: string) {
  const view = renderProductForm({ mode: 'edit', id, title });
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('textbox', { name: 'Title' });
  return { ...view, dialog };
}

describe('template picker', () => {
  it('links a template product to a template chosen by name, size and preview', async () => {
    const { seen } = playServer({
      read: (request) =>
        readTemplates(request) ??
        (request.url.pathname === `/api/products/${FLYER}`
          ? jsonResponse(200, { ...flyer, product_type: 'template', design_huddle_template_id: '' })
          : undefined),
    });
    const { user, dialog } = await openEdit(FLYER, 'Flyer');
    await user.click(within(dialog).getByRole('combobox', { name: 'Template' }));
    const option = await screen.findByRole('option', { name: /A4 flyer/ });
    expect(option).toHaveTextContent('210 × 297 mm, 3 mm bleed');
    expect(option.querySelector('img')).toHaveAttribute('src', templates[0]?.preview_url);
    await user.click(option);
    expect(within(dialog).getByRole('combobox', { name: 'Template' })).toHaveValue('A4 flyer');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(writes(seen)).toHaveLength(1));
    expect(writes(seen)[0]).toMatchObject({ method: 'PUT', body: { design_huddle_template_id: A4 } });
  });

  it('says when a product names a template that does not exist, and clears it', async () => {
    playServer({
      read: (request) =>
        readTemplates(request) ??
        (request.url.pathname === `/api/products/${FLYER}`
          ? jsonResponse(200, product(FLYER, 'Flyer', { product_type: 'template', design_huddle_template_id: 'dh-1' }))
          : undefined),
    });
    const { user, dialog } = await openEdit(FLYER, 'Flyer');
    expect(await within(dialog).findByText(/names a template that does not exist \(dh-1\)/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(within(dialog).queryByText(/does not exist/)).not.toBeInTheDocument();
  });

  it('offers no template for a product of another type', async () => {
    const { seen } = playServer({ read: readTemplates });
    const { user, dialog } = await openEdit(FLYER, 'Flyer');
    expect(within(dialog).queryByRole('combobox', { name: 'Template' })).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Type' }), 'Template');
    await user.click(await within(dialog).findByRole('combobox', { name: 'Template' }));
    await user.click(await screen.findByRole('option', { name: /Web banner/ }));
    expect(seen.filter((r) => r.url.pathname === '/api/templates')).toHaveLength(1);
  });
});
