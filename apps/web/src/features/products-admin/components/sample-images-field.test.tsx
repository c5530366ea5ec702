import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubXhr } from '../../../test/fake-xhr';
import { jsonResponse } from '../../../test/fetch-stub';
import { KIT, kit, playServer, renderProductForm, writes } from './products-test-server';

const path = (n: number) => `thumbnails/0000000${n}-9999-4999-8999-999999999999.webp`;
const stored = (n: number, name: string) => ({
  path: path(n),
  url: `/files/${path(n)}?expires=2&signature=t`,
  content_type: 'image/webp',
  size: 900,
  name,
});
const withSamples = {
  ...kit,
  sample_images: [1, 2, 3].map((n) => ({ path: path(n), preview_url: `/renders/samples/${KIT}/digest${n}.webp` })),
};

async function openForm(target: Parameters<typeof renderProductForm>[0]) {
  const view = renderProductForm(target);
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('textbox', { name: 'Title' });
  return { ...view, dialog, field: within(dialog).getByRole('group', { name: 'Sample images' }) };
}
const readWithSamples = (request: { url: URL }) =>
  request.url.pathname === `/api/products/${KIT}` ? jsonResponse(200, withSamples) : undefined;

describe('sample images on the product form', () => {
  it('uploads several images one after another, shows them, and creates the product with them in order', async () => {
    const { seen } = playServer();
    const { sentAt } = stubXhr();
    const { user, dialog, field } = await openForm({ mode: 'create' });
    expect(within(field).getByText('No sample images yet.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox', { name: 'Title' }));
    await user.paste('Photo library');

    const files = ['sofa.png', 'street.jpg'].map((name) => new File([new Uint8Array(64)], name, { type: 'image/png' }));
    await user.upload(within(field).getByLabelText('Sample image files'), files);
    const first = await sentAt(0);
    expect(first.url.searchParams.get('kind')).toBe('thumbnail');
    act(() => first.progress(32, 64));
    expect(await within(field).findByRole('progressbar', { name: 'Uploading sofa.png' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    act(() => first.respond(201, stored(1, 'sofa.png')));
    act(() => void sentAt(1).then((second) => second.respond(201, stored(2, 'street.jpg'))));

    const list = await within(field).findByRole('list', { name: 'Sample images' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('sofa.png');
    expect(list.querySelector('img')).toHaveAttribute('src', stored(1, 'sofa.png').url);
    expect(within(field).getByText('2 of 12')).toBeInTheDocument();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(writes(seen)).toHaveLength(1));
    expect(writes(seen)[0]?.body).toMatchObject({ title: 'Photo library', sample_images: [path(1), path(2)] });
  });

  it('says which file failed and keeps the others', async () => {
    playServer();
    const { sentAt } = stubXhr();
    const { user, field } = await openForm({ mode: 'create' });
    const files = ['notes.png', 'porch.png'].map((name) => new File([new Uint8Array(64)], name, { type: 'image/png' }));
    await user.upload(within(field).getByLabelText('Sample image files'), files);
    const message = 'A thumbnail must be a PNG, JPEG, WebP or GIF image';
    act(
      () =>
        void sentAt(0).then((upload) =>
          upload.respond(400, { message, code: 'validation_failed', issues: [{ path: 'file', message }] }),
        ),
    );
    act(() => void sentAt(1).then((upload) => upload.respond(201, stored(2, 'porch.png'))));
    expect(await within(field).findByRole('alert')).toHaveTextContent(`notes.png: ${message}`);
    expect(within(field).getAllByRole('listitem')).toHaveLength(1);
  });

  it('reorders and removes saved samples, and sends the list whole', async () => {
    const { seen } = playServer({ read: readWithSamples });
    const { user, dialog, field } = await openForm({ mode: 'edit', id: KIT, title: 'Spring kit' });
    const rows = () => within(field).getAllByRole('listitem');
    expect(rows().map((row) => row.querySelector('img')?.getAttribute('src'))).toEqual(
      withSamples.sample_images.map((s) => s.preview_url),
    );
    await user.click(within(rows()[0]!).getByRole('button', { name: 'Move down' }));
    await user.click(within(rows()[2]!).getByRole('button', { name: 'Remove' }));
    expect(rows()).toHaveLength(2);
    expect(within(field).getByRole('button', { name: 'Add sample images' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(seen)).toHaveLength(1));
    expect(writes(seen)[0]?.body).toEqual({ sample_images: [path(2), path(1)] });
  });

  it("shows the server's refusal of one image on the field", async () => {
    const message = 'No uploaded image at thumbnails/x.webp';
    playServer({
      read: readWithSamples,
      write: () =>
        jsonResponse(400, { message, code: 'validation_failed', issues: [{ path: 'sample_images.1', message }] }),
    });
    const { user, dialog, field } = await openForm({ mode: 'edit', id: KIT, title: 'Spring kit' });
    await user.click(within(within(field).getAllByRole('listitem')[0]!).getByRole('button', { name: 'Move down' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(field).findByRole('alert')).toHaveTextContent(message);
  });
});
