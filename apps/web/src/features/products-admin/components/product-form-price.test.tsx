import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type SeenRequest } from '../../../test/fetch-stub';
import type { ProductDialogTarget } from './product-form-dialog';
import { kit, playServer, renderProductForm, writes } from './products-test-server';

const PRICED = '88888888-8888-4888-8888-888888888888';
const priced = {
  ...kit,
  id: PRICED,
  title: 'Member guide',
  price: { amount: 1900, currency: 'usd', interval: 'month' },
};
const servePriced = (write?: (request: SeenRequest) => Response) =>
  playServer({
    write,
    read: (request) => (request.url.pathname === `/api/products/${PRICED}` ? jsonResponse(200, priced) : undefined),
  });

async function openForm(target: ProductDialogTarget) {
  const view = renderProductForm(target);
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('textbox', { name: 'Title' });
  return { ...view, dialog };
}

async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe("product form's price", () => {
  it('puts a new product on sale: the amount typed in units, sent in cents with its currency and interval', async () => {
    const { seen } = playServer();
    const { user, dialog } = await openForm({ mode: 'create' });
    await fill(user, within(dialog).getByRole('textbox', { name: 'Title' }), 'Member guide');
    expect(within(dialog).queryByRole('textbox', { name: 'Amount' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('switch', { name: 'For sale' }));
    await fill(user, within(dialog).getByRole('textbox', { name: 'Amount' }), '120.5');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Currency' }), 'EUR');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Billed' }), 'Per year');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(writes(seen)).toHaveLength(1));
    expect(writes(seen)[0]?.body).toMatchObject({
      title: 'Member guide',
      price: { amount: 12050, currency: 'eur', interval: 'year' },
    });
  });

  it('sends no price for a product not for sale', async () => {
    const { seen } = playServer();
    const { user, dialog } = await openForm({ mode: 'create' });
    await fill(user, within(dialog).getByRole('textbox', { name: 'Title' }), 'Poster');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(seen)).toHaveLength(1));
    expect(writes(seen)[0]?.body).toMatchObject({ price: null });
  });

  it('refuses an amount the providers would not take, before sending anything', async () => {
    const { seen } = playServer();
    const { user, dialog } = await openForm({ mode: 'create' });
    await fill(user, within(dialog).getByRole('textbox', { name: 'Title' }), 'Member guide');
    await user.click(within(dialog).getByRole('switch', { name: 'For sale' }));
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    await fill(user, amount, '19.999');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription('Enter an amount such as 19.99'));

    await user.clear(amount);
    await fill(user, amount, '0.10');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription('At least 0.50'));
    expect(writes(seen)).toHaveLength(0);
  });

  it("shows a product's price, and sends only a changed price, or null once off sale", async () => {
    const { seen } = servePriced();
    const first = await openForm({ mode: 'edit', id: PRICED, title: 'Member guide' });
    const amount = within(first.dialog).getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveValue('19.00');
    expect(within(first.dialog).getByRole('combobox', { name: 'Currency' })).toHaveValue('usd');
    expect(within(first.dialog).getByRole('combobox', { name: 'Billed' })).toHaveValue('month');
    await first.user.clear(amount);
    await fill(first.user, amount, '24');
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(seen)).toHaveLength(1));
    expect(writes(seen)[0]?.body).toEqual({ price: { amount: 2400, currency: 'usd', interval: 'month' } });
    first.unmount();

    const second = await openForm({ mode: 'edit', id: PRICED, title: 'Member guide' });
    await second.user.click(within(second.dialog).getByRole('switch', { name: 'For sale' }));
    await second.user.click(within(second.dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(seen)).toHaveLength(2));
    expect(writes(seen)[1]?.body).toEqual({ price: null });
  });

  it("puts the server's refusal of the price on its field", async () => {
    const message = 'Too small: expected number to be >=50';
    servePriced(() =>
      jsonResponse(400, {
        message: `Invalid Body parameter price.amount: ${message}`,
        code: 'validation_failed',
        issues: [{ path: 'price.amount', message }],
      }),
    );
    const { user, dialog } = await openForm({ mode: 'edit', id: PRICED, title: 'Member guide' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Billed' }), 'Once');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    expect(amount).toHaveAccessibleDescription(message);
  });
});
