import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SnackbarArea } from '../../../components/layout/snackbar-area';
import { flushImpressions } from '../../../lib/impressions';
import { jsonResponse, type SeenRequest, storeTestLogin, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { answer, newId, product } from '../test-data';
import { ProductPage } from './product-page';

const renderProduct = (id: string) =>
  renderRoutes(
    [
      {
        path: '/products/:id',
        element: (
          <>
            <ProductPage />
            <SnackbarArea />
          </>
        ),
      },
    ],
    `/products/${id}`,
  );

/** Serves each product by id; ids not given answer 404. */
const serveProducts = (products: { id: string }[], extra: Record<string, (r: SeenRequest) => Response> = {}) =>
  stubFetch(
    answer({
      ...Object.fromEntries(products.map((p) => [`GET /api/products/${p.id}`, () => jsonResponse(200, p)])),
      ...extra,
    }),
  );

describe('product page', () => {
  it('shows an asset large with a download of its bundle, and records the view', async () => {
    storeTestLogin();
    const asset = product({
      title: 'Spring flyer',
      bundle_download_url: '/files/bundles/spring.zip?expires=9&signature=x',
    });
    const { seen } = serveProducts([asset]);
    renderProduct(asset.id);

    expect(await screen.findByRole('heading', { level: 1, name: 'Spring flyer' })).toBeInTheDocument();
    expect(screen.getByText('A one-page flyer')).toBeInTheDocument();
    const download = screen.getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', '/files/bundles/spring.zip?expires=9&signature=x&download=1');

    await flushImpressions();
    const tracked = seen.filter((r) => r.url.pathname === '/api/track').flatMap((r) => r.body as unknown[]);
    expect(tracked).toEqual([
      { page_route: `/products/${asset.id}`, action: 'page-view', product_id: asset.id },
      { page_route: `/products/${asset.id}`, action: 'product-view', product_id: asset.id },
    ]);
  });

  it('links to a request about the product, whatever its type', async () => {
    storeTestLogin();
    const video = product({ product_type: 'video', video_embed_url: 'https://www.youtube.com/embed/abc' });
    serveProducts([video]);
    renderProduct(video.id);
    expect(await screen.findByRole('link', { name: 'Request this' })).toHaveAttribute(
      'href',
      `/requests?new=1&product_id=${video.id}`,
    );
  });

  it('downloads an asset without a bundle from its picture', async () => {
    const asset = product({ thumbnail_url: '/files/thumbnails/plain.webp' });
    serveProducts([asset]);
    renderProduct(asset.id);
    expect(await screen.findByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      '/files/thumbnails/plain.webp?download=1',
    );
  });

  it('shows a video as its picture with a link to its source, and plays it in a sandboxed frame on demand', async () => {
    const video = product({
      product_type: 'video',
      title: 'Launch film',
      thumbnail_url: '/files/thumbnails/launch.webp',
      video_embed_url: 'https://www.youtube.com/embed/abc',
    });
    serveProducts([video]);
    const { user } = renderProduct(video.id);
    const play = await screen.findByRole('button', { name: 'Play video' });
    // Before playing, nothing is loaded from the video's host: a player that cannot load leaves no broken frame.
    expect(screen.queryByTitle('Video: Launch film')).not.toBeInTheDocument();
    expect(document.querySelector('img[src="/files/thumbnails/launch.webp"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Watch on YouTube' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=abc',
    );

    await user.click(play);
    const frame = screen.getByTitle('Video: Launch film');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.youtube.com/embed/abc?autoplay=1');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');
    expect(frame).toHaveAttribute('allow', 'autoplay; fullscreen');
    // The way to the source stays, for a player that does not load once started.
    expect(screen.getByRole('link', { name: 'Watch on YouTube' })).toBeInTheDocument();
  });

  it('links an article to read and to download', async () => {
    const article = product({ product_type: 'article', article_file_url: '/files/articles/guide.pdf?expires=1' });
    serveProducts([article]);
    renderProduct(article.id);
    expect(await screen.findByRole('link', { name: 'Read the article' })).toHaveAttribute(
      'href',
      '/files/articles/guide.pdf?expires=1',
    );
    expect(screen.getByRole('link', { name: 'Download article' })).toHaveAttribute(
      'href',
      '/files/articles/guide.pdf?expires=1&download=1',
    );
  });

  it("offers to customize a template in the member's brand", async () => {
    const template = product({ product_type: 'template', design_huddle_template_id: newId() });
    serveProducts([template]);
    renderProduct(template.id);
    expect(await screen.findByRole('link', { name: 'Customize' })).toHaveAttribute(
      'href',
      `/products/${template.id}/customize`,
    );
  });

  it('says a template product without its template is not ready', async () => {
    const template = product({ product_type: 'template', design_huddle_template_id: '' });
    serveProducts([template]);
    renderProduct(template.id);
    expect(await screen.findByText('This template is not ready to customize yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Customize' })).not.toBeInTheDocument();
  });

  it('offers no customizing of a locked template', async () => {
    const template = product({
      product_type: 'template',
      is_gated: true,
      design_huddle_template_id: '',
      article_file_url: '',
      video_embed_url: '',
      bundle_download_url: '',
    });
    serveProducts([template]);
    renderProduct(template.id);
    expect(await screen.findByRole('heading', { level: 2, name: 'This product is locked' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Customize' })).not.toBeInTheDocument();
  });

  it("shows a campaign's products as cards, leaving out one the member may not see", async () => {
    const poster = product({ title: 'Poster' });
    const banner = product({ title: 'Banner', product_type: 'video' });
    const hidden = product({ title: 'Hidden' });
    const campaign = product({
      product_type: 'campaign',
      title: 'Back to school',
      associated_products: [poster.id, hidden.id, banner.id],
    });
    serveProducts([campaign, poster, banner]);
    renderProduct(campaign.id);

    const area = (await screen.findByRole('heading', { level: 2, name: 'In this campaign' })).closest('section')!;
    expect(await within(area).findByRole('link', { name: /Poster/ })).toHaveAttribute('href', `/products/${poster.id}`);
    expect(within(area).getByRole('link', { name: /Banner/ })).toHaveTextContent('Video');
    expect(within(area).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows the tips that are filled in', async () => {
    const tipped = product({
      first_tip_success_title: 'Print on thick paper',
      third_tip_success_description: 'Hand it out',
    });
    serveProducts([tipped]);
    renderProduct(tipped.id);
    const tips = (await screen.findByRole('heading', { level: 2, name: 'Tips for success' })).closest('section')!;
    expect(within(tips).getByRole('heading', { level: 3, name: 'Print on thick paper' })).toBeInTheDocument();
    expect(within(tips).getByText('Hand it out')).toBeInTheDocument();
  });

  it("shows a locked campaign's products by title and picture, with one way to ask for it", async () => {
    const poster = product({ title: 'Poster', thumbnail_url: '/files/thumbnails/poster.webp' });
    const lockedBanner = product({ title: 'Banner', is_gated: true, bundle_download_url: '' });
    const campaign = product({
      product_type: 'campaign',
      title: 'Back to school',
      is_gated: true,
      request_more_info: true,
      bundle_download_url: '',
      associated_products: [poster.id, lockedBanner.id],
    });
    serveProducts([campaign, poster, lockedBanner]);
    renderProduct(campaign.id);

    expect(await screen.findByRole('heading', { level: 2, name: 'This product is locked' })).toBeInTheDocument();
    const area = (await screen.findByRole('heading', { level: 2, name: 'In this campaign' })).closest('section')!;
    expect(await within(area).findByRole('link', { name: /Poster/ })).toHaveAttribute('href', `/products/${poster.id}`);
    expect(within(area).getByRole('link', { name: /Banner/ })).toBeInTheDocument();
    expect(area.querySelector('img[src="/files/thumbnails/poster.webp"]')).not.toBeNull();
    // No files of the campaign itself, and a single way to ask.
    expect(screen.queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Request/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Request access' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request more info' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Request this' })).not.toBeInTheDocument();
  });

  const samples = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ path: '', preview_url: `/renders/samples/p/sample${i}.webp` }));

  it("shows a locked library's samples, says what they are and points to the one way to ask", async () => {
    const library = product({
      title: 'Photo library',
      is_gated: true,
      price: { amount: 12_000, currency: 'usd', interval: 'year' },
      sample_images: samples(3),
    });
    serveProducts([library]);
    renderProduct(library.id);

    const gallery = await screen.findByRole('region', { name: 'Samples' });
    const pictures = within(gallery).getAllByRole('img');
    expect(pictures.map((img) => img.getAttribute('alt'))).toEqual([
      'Sample 1 of 3 from Photo library',
      'Sample 2 of 3 from Photo library',
      'Sample 3 of 3 from Photo library',
    ]);
    expect(pictures[0]).toHaveAttribute('src', '/renders/samples/p/sample0.webp');
    expect(gallery).toHaveTextContent('watermarked samples');
    expect(gallery).toHaveTextContent('subscribe or request access below');
    // The gallery adds no way to ask of its own: the locked panel's stay the only ones.
    expect(within(gallery).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^(Request|Subscribe)/ })).toHaveLength(2);
  });

  it('shows the samples of a product the member may use, without the locked line', async () => {
    const open = product({ title: 'Open library', sample_images: samples(2) });
    serveProducts([open]);
    renderProduct(open.id);
    const gallery = await screen.findByRole('region', { name: 'Samples' });
    expect(within(gallery).getAllByRole('img')).toHaveLength(2);
    expect(gallery).not.toHaveTextContent('watermarked');
  });

  it('shows no gallery for a product without samples', async () => {
    const plain = product({ title: 'Plain asset' });
    serveProducts([plain]);
    renderProduct(plain.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Plain asset' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Samples' })).not.toBeInTheDocument();
  });

  it('asks nothing more about a gated product once the member may use it', async () => {
    const unlocked = product({
      title: 'Photo library',
      is_gated: true,
      request_more_info: true,
      bundle_download_url: '/files/bundles/photos.zip?expires=9&signature=x',
    });
    serveProducts([unlocked]);
    renderProduct(unlocked.id);
    expect(await screen.findByRole('link', { name: 'Download' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'This product is locked' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Request (more info|access)/ })).not.toBeInTheDocument();
  });

  it('offers more info beside a usable product the administrator invites questions about', async () => {
    const open = product({ request_more_info: true });
    serveProducts([open]);
    renderProduct(open.id);
    expect(await screen.findByRole('button', { name: 'Request more info' })).toBeInTheDocument();
  });

  it('locks a gated product and sends a request for access', async () => {
    const gated = product({ title: 'Member guide', product_type: 'article', is_gated: true });
    const { seen } = serveProducts([gated], {
      [`POST /api/products/${gated.id}/info`]: () => jsonResponse(202, { sent: true }),
    });
    const { user } = renderProduct(gated.id);

    expect(await screen.findByRole('heading', { level: 2, name: 'This product is locked' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy share link' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Request access' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request access' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Message (optional)' }), 'For our spring mailing');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(await within(dialog).findByText(/Request sent/)).toBeInTheDocument();
    const post = seen.find((r) => r.method === 'POST' && r.url.pathname.endsWith('/info'));
    expect(post?.body).toEqual({ message: 'For our spring mailing' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('button', { name: 'Request sent' })).toBeDisabled();
  });

  it("shows the server's message when too many requests were sent", async () => {
    const gated = product({ is_gated: true });
    serveProducts([gated], {
      [`POST /api/products/${gated.id}/info`]: () =>
        jsonResponse(429, { message: 'Too many requests, try again in 10 minutes', code: 'rate_limited' }),
    });
    const { user } = renderProduct(gated.id);
    await user.click(await screen.findByRole('button', { name: 'Request access' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request access' });
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many requests, try again in 10 minutes');
    expect(within(dialog).getByRole('button', { name: 'Send request' })).toBeEnabled();
  });

  it('copies the public address of a product anyone may see', async () => {
    const open = product();
    serveProducts([open]);
    const { user } = renderProduct(open.id);
    await user.click(await screen.findByRole('button', { name: 'Copy share link' }));
    expect(await screen.findByText('Share link copied')).toBeInTheDocument();
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/shared/products/${open.id}`);
  });

  it('says the product is not there when the server answers 404, or the address is no id', async () => {
    const { seen } = stubFetch(answer({}));
    renderProduct(product().id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    renderProduct('not-an-id');
    expect(await screen.findAllByRole('heading', { level: 1, name: 'Product not found' })).toHaveLength(2);
    expect(seen).toHaveLength(1);
  });
});
