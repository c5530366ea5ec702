import { TEMPLATE_SVG_MAX_BYTES } from '@stockroom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch-stub';
import {
  BANNER,
  bannerSummary,
  POSTCARD,
  playTemplates,
  postcard,
  renderTemplates,
  SPRING,
  writes,
} from './templates-test-server';

const svgFile = (text: string, name = 'spring_flyer.svg') => new File([text], name, { type: 'image/svg+xml' });
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect class="accent1" width="10" height="10"/></svg>';

describe('templates screen', () => {
  it('lists each template with its size, pages, colour classes, placeholders and the products using it', async () => {
    playTemplates();
    renderTemplates();
    const card = await screen.findByRole('article', { name: 'Postcard 6×4' });
    expect(within(card).getByText('152.4 × 101.6 mm, 3 mm bleed')).toBeInTheDocument();
    expect(within(card).getByText('2 pages: Front, Back')).toBeInTheDocument();
    const classes = within(card).getByRole('list', { name: 'Colour classes' });
    expect(
      within(classes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['accent1', 'dark1', 'light1']);
    const placeholders = within(card).getByRole('list', { name: 'Placeholders' });
    expect(
      within(placeholders)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['{{isp}}', '{{phone}}']);
    expect(within(card).getByText(/takes the brand’s logo/)).toBeInTheDocument();
    expect(within(card).getByText('14.2 KB')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Postcard 6×4, first page' })).toHaveAttribute(
      'src',
      postcard.preview_url,
    );
    const spring = within(card).getByRole('link', { name: 'Spring postcard' });
    expect(new URL(spring.getAttribute('href') ?? '', 'http://x').searchParams.get('edit')).toBe(SPRING);
    expect(within(card).getByRole('link', { name: 'Postcard 6×4' })).toHaveAttribute(
      'href',
      `/admin/templates/${POSTCARD}`,
    );

    const banner = screen.getByRole('article', { name: 'Web banner' });
    expect(within(banner).getByText('1200 × 628 px')).toBeInTheDocument();
    expect(within(banner).getByText('No product uses it yet')).toBeInTheDocument();
  });

  it('invites the first upload, with the conventions, when there is no template', async () => {
    playTemplates({ list: [] });
    renderTemplates();
    expect(await screen.findByText('Upload your first SVG template')).toBeInTheDocument();
    expect(screen.getByText(/accent1, accent2, light1, light2, dark1 and dark2/)).toBeInTheDocument();
  });

  it('says why the list could not be read, with a way to try again', async () => {
    playTemplates({
      handle: () => jsonResponse(503, { message: 'The database is not answering', code: 'unavailable' }),
    });
    renderTemplates();
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is not answering');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('uploads an SVG read in the browser, named after its file, and opens the new template', async () => {
    const { seen } = playTemplates({
      handle: (request) =>
        request.method === 'POST' ? jsonResponse(201, { ...postcard, name: 'spring flyer' }) : undefined,
    });
    const { user, router } = renderTemplates();
    await user.click(await screen.findByRole('button', { name: 'Upload template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload a template' });
    await user.upload(within(dialog).getByLabelText('SVG file'), svgFile(SVG));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('spring flyer'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(writes(seen)).toHaveLength(1));
    expect(writes(seen)[0]?.body).toEqual({ name: 'spring flyer', svg: SVG });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/templates/${POSTCARD}`));
  });

  it('shows every thing the server refused in an SVG', async () => {
    const refused = [
      { path: 'svg', message: 'The SVG was refused: <script> elements are not allowed' },
      { path: 'svg', message: 'The SVG was refused: <rect onclick>: event handlers are not allowed' },
      { path: 'svg', message: 'The SVG was refused: <style> uses @import, which could load a file from elsewhere' },
    ];
    const { seen } = playTemplates({
      handle: (request) =>
        request.method === 'POST'
          ? jsonResponse(400, {
              message: 'The SVG holds 3 things templates may not have',
              code: 'invalid_svg',
              issues: refused,
            })
          : undefined,
    });
    const { user } = renderTemplates();
    await user.click(await screen.findByRole('button', { name: 'Upload template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload a template' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Risky');
    await user.upload(within(dialog).getByLabelText('SVG file'), svgFile(SVG, 'risky.svg'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The SVG was refused');
    const list = within(alert).getByRole('list', { name: 'Refused in the SVG' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '<script> elements are not allowed',
      '<rect onclick>: event handlers are not allowed',
      '<style> uses @import, which could load a file from elsewhere',
    ]);
    expect(writes(seen)).toHaveLength(1);
    expect(dialog).toBeInTheDocument();
  });

  it('refuses a file over the size cap before sending it', async () => {
    const { seen } = playTemplates();
    const { user } = renderTemplates();
    await user.click(await screen.findByRole('button', { name: 'Upload template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload a template' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Huge');
    const huge = svgFile(`<svg>${' '.repeat(TEMPLATE_SVG_MAX_BYTES)}</svg>`, 'huge.svg');
    await user.upload(within(dialog).getByLabelText('SVG file'), huge);
    expect(
      await within(dialog).findByText(/huge\.svg is 900\.0 KB; an SVG template is at most 900\.0 KB/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('No file chosen')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Choose SVG file' })).toHaveFocus());
    expect(writes(seen)).toHaveLength(0);
  });
});

describe('a template', () => {
  it('shows every page inline in neutral colours, placeholders by name', async () => {
    playTemplates();
    renderTemplates(`/admin/templates/${POSTCARD}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Postcard 6×4' })).toBeInTheDocument();
    const pages = screen.getByRole('region', { name: 'Pages' });
    const front = within(pages).getByRole('img', { name: 'Front, in neutral colours' });
    expect(front.querySelector('text')?.textContent).toBe('Call {{isp}} on {{phone}}');
    expect(front.querySelector('rect')?.getAttribute('style')).toBe('fill:#1a73e8');
    const back = within(pages).getByRole('img', { name: 'Back, in neutral colours' });
    // The logo slot shows a stand-in, so that the admin sees where the logo goes.
    expect(back.querySelector('image')?.getAttribute('href')).toMatch(/^data:image\/svg\+xml,/);
    expect(screen.getByText('14.2 KB, 42 elements, version 2')).toBeInTheDocument();
  });

  it('renames a template', async () => {
    const { seen } = playTemplates({
      handle: (request) =>
        request.method === 'PUT' ? jsonResponse(200, { ...postcard, name: 'Postcard, landscape' }) : undefined,
    });
    const { user } = renderTemplates(`/admin/templates/${POSTCARD}`);
    await user.click(await screen.findByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename template' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Postcard, landscape');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(seen)).toHaveLength(1));
    expect(writes(seen)[0]).toMatchObject({ method: 'PUT', body: { name: 'Postcard, landscape' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Postcard, landscape' })).toBeInTheDocument();
  });

  it('says which products still use a template it cannot delete', async () => {
    const { seen } = playTemplates({
      handle: (request) =>
        request.method === 'DELETE'
          ? jsonResponse(409, {
              message: 'Spring postcard and Autumn postcard use this template',
              code: 'conflict',
            })
          : undefined,
    });
    const { user, router } = renderTemplates(`/admin/templates/${POSTCARD}`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete “Postcard 6×4”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    const conflict = await screen.findByRole('dialog', { name: 'This template is still in use' });
    expect(within(conflict).getByText('Spring postcard and Autumn postcard use this template')).toBeInTheDocument();
    const products = within(conflict).getByRole('list', { name: 'Products using it' });
    expect(
      within(products)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Spring postcard', 'Autumn postcard']);
    expect(writes(seen)).toEqual([expect.objectContaining({ method: 'DELETE' })]);
    await user.click(within(products).getByRole('link', { name: 'Spring postcard' }));
    expect(await screen.findByText('Products screen')).toBeInTheDocument();
    expect(router.state.location.search).toContain(`edit=${SPRING}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes a template no product uses and goes back to the list', async () => {
    playTemplates({
      list: [bannerSummary],
      handle: (request) => {
        if (request.method === 'DELETE') return jsonResponse(200, { id: BANNER });
        if (request.url.pathname === `/api/templates/${BANNER}`)
          return jsonResponse(200, { ...postcard, ...bannerSummary });
        return undefined;
      },
    });
    const { user, router } = renderTemplates(`/admin/templates/${BANNER}`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/templates'));
    expect(await screen.findByText('“Web banner” deleted')).toBeInTheDocument();
  });
});
