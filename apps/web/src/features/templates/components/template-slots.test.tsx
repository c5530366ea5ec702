import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch-stub';
import { POSTCARD, playTemplates, postcard, renderTemplates, writes } from './templates-test-server';

const withSlots = {
  ...postcard,
  slots: {
    texts: [
      {
        name: 'headline',
        label: 'Headline',
        default: 'Welcome home\nto Harbor Street',
        brand: false,
        locked: false,
        lines: 2,
        pages: [0],
      },
      { name: 'phone', label: 'Phone', default: '', brand: true, locked: false, lines: 1, pages: [0, 1] },
    ],
    photos: [
      {
        name: 'photo',
        label: 'Storefront',
        pages: [0],
        width: 300,
        height: 200,
        default_href: 'data:image/png;base64,AAAA',
        natural_width: 1600,
        natural_height: 1067,
      },
    ],
  },
};

describe("a template's slots", () => {
  it('lists the texts and photos members may change, with their defaults and limits', async () => {
    playTemplates({
      handle: (r) =>
        r.method === 'GET' && r.url.pathname === `/api/templates/${POSTCARD}`
          ? jsonResponse(200, withSlots)
          : undefined,
    });
    renderTemplates(`/admin/templates/${POSTCARD}`);
    const texts = await screen.findByRole('list', { name: 'Text slots' });
    const [headline, phone] = within(texts).getAllByRole('listitem');
    expect(headline).toHaveTextContent('Text “headline” · Up to 2 lines, shrinks to fit · on Front');
    const shownDefault = within(headline as HTMLElement).getByText(/^Default: Welcome home/);
    // The two lines stay two lines on screen, as the design draws them.
    expect(shownDefault.textContent).toBe('Default: Welcome home\nto Harbor Street');
    expect(getComputedStyle(shownDefault).whiteSpace).toBe('pre-line');
    expect(phone).toHaveTextContent('Brand field “phone” · One line, shrinks to fit · on Front, Back');
    const photos = screen.getByRole('list', { name: 'Photo slots' });
    expect(within(photos).getByRole('img', { name: "The template's Storefront" })).toBeInTheDocument();
    expect(within(photos).getByText(/default 1600 × 1067 px/)).toBeInTheDocument();
  });

  it('locks a text slot and renames another, saving only what changed', async () => {
    const { seen } = playTemplates({
      handle: (r) => {
        if (r.url.pathname !== `/api/templates/${POSTCARD}`) return undefined;
        if (r.method === 'GET') return jsonResponse(200, withSlots);
        const body = r.body as { slots: Record<string, { locked?: boolean; label?: string }> };
        const texts = withSlots.slots.texts.map((slot) => ({ ...slot, ...body.slots[slot.name] }));
        return jsonResponse(200, { ...withSlots, slots: { ...withSlots.slots, texts } });
      },
    });
    const { user } = renderTemplates(`/admin/templates/${POSTCARD}`);
    await user.click(await screen.findByRole('switch', { name: 'Lock Headline' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Lock Headline' })).toBeChecked());
    const labels = screen.getAllByRole('textbox', { name: 'Label members see' });
    await user.clear(labels[1]!);
    await user.type(labels[1]!, 'Sales line{Enter}');
    await waitFor(() => expect(writes(seen)).toHaveLength(2));
    expect(writes(seen).map((r) => r.body)).toEqual([
      { slots: { headline: { locked: true } } },
      { slots: { phone: { label: 'Sales line' } } },
    ]);
  });
});
