import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KIT, listCalls, playServer, renderProducts, SUMMER, WINTER, writes } from './products-test-server';

const rowOf = async (title: string) => {
  const cell = await screen.findByText(title, { selector: '[role="gridcell"] *' });
  return cell.closest<HTMLElement>('[role="row"]') as HTMLElement;
};
const query = (url: URL | undefined) => Object.fromEntries(url?.searchParams ?? []);

describe('products admin table', () => {
  it('asks for the page, search and filters in the address, shows each product, and pages on', async () => {
    const { seen } = playServer();
    const { user, router } = renderProducts(
      `/admin/products?page=2&page_size=10&search=kit&category=${SUMMER}&type=video&draft=true`,
    );
    const row = await rowOf('Spring kit');
    expect(query(listCalls(seen)[0]?.url)).toEqual({
      page: '2',
      page_size: '10',
      search: 'kit',
      category_id: SUMMER,
      product_type: 'video',
      is_draft: 'true',
    });
    expect(within(row).getByText('Spring kit subtitle')).toBeInTheDocument();
    expect(within(row).getByText('Draft')).toBeInTheDocument();
    expect(within(row).getByText('Gated')).toBeInTheDocument();
    expect(within(row).getByText('Asset')).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText('Summer deals')).toBeInTheDocument());
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('kit');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('video');

    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(listCalls(seen).at(-1)?.url.searchParams.get('page')).toBe('3'));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('3');
    expect(listCalls(seen).at(-1)?.url.searchParams.get('category_id')).toBe(SUMMER);
  });

  it('keeps a chosen filter in the address and sends it, from the first page', async () => {
    const { seen } = playServer();
    const { user, router } = renderProducts('/admin/products?page=3');
    await rowOf('Spring kit');
    expect(listCalls(seen)[0]?.url.searchParams.has('product_type')).toBe(false);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Template');
    await waitFor(() => expect(listCalls(seen).at(-1)?.url.searchParams.get('product_type')).toBe('template'));
    expect(listCalls(seen).at(-1)?.url.searchParams.get('page')).toBe('1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Winter');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Draft' }), 'Published only');
    await waitFor(() => expect(listCalls(seen).at(-1)?.url.searchParams.get('is_draft')).toBe('false'));
    expect(listCalls(seen).at(-1)?.url.searchParams.get('category_id')).toBe(WINTER);
    const address = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(address)).toEqual({ type: 'template', category: WINTER, draft: 'false' });
  });

  it('offers to create the first product when there are none', async () => {
    playServer({ list: [], count: 0 });
    const { user } = renderProducts();
    expect(await screen.findByText('No products yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create the first product' }));
    expect(await screen.findByRole('dialog', { name: 'New product' })).toBeInTheDocument();
  });

  it('says when the list cannot be read, and tries again', async () => {
    let failures = 1;
    playServer({ failList: () => failures-- > 0 });
    const { user } = renderProducts();
    expect(await screen.findByText('The database is not answering')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rowOf('Spring kit')).toBeInTheDocument();
  });

  it('asks before deleting a product, and deletes only on yes', async () => {
    const { seen } = playServer();
    const { user } = renderProducts();
    await user.click(within(await rowOf('Spring kit')).getByRole('button', { name: 'Delete product Spring kit' }));
    const question = await screen.findByRole('dialog', { name: 'Delete “Spring kit”?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(seen)).toHaveLength(0);

    await user.click(within(await rowOf('Spring kit')).getByRole('button', { name: 'Delete product Spring kit' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(writes(seen)[0]?.url.pathname).toBe(`/api/products/${KIT}`));
    expect(writes(seen)[0]?.method).toBe('DELETE');
    expect(await screen.findByText('“Spring kit” deleted')).toBeInTheDocument();
  });

  it("opens a product's form from a link (?edit=id) and leaves the address without it when closed", async () => {
    playServer();
    const { user, router } = renderProducts(`/admin/products?search=Spring%20kit&edit=${KIT}`);
    const dialog = await screen.findByRole('dialog', { name: 'Edit product' });
    expect(await within(dialog).findByRole('textbox', { name: 'Title' })).toHaveValue('Spring kit');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ search: 'Spring kit' });
  });
});
