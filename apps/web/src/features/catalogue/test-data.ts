import { jsonResponse, type SeenRequest } from '../../test/fetch-stub';

/** Answers requests by "METHOD /path"; anything else is a 404 as the server words it. */
export const answer =
  (routes: Record<string, (request: SeenRequest) => Response>) =>
  (request: SeenRequest): Response =>
    routes[`${request.method} ${request.url.pathname}`]?.(request) ??
    jsonResponse(404, { message: 'Not found', code: 'not_found' });

let counter = 0;
/** A product id that differs for each call; the last block shows the order they were made in. */
export const newId = () => `3b241101-e2bb-4255-8caf-${String(++counter).padStart(12, '0')}`;

export const product = <T extends object>(fields: T = {} as T) => ({
  id: newId(),
  title: 'Spring flyer',
  subtitle: 'A one-page flyer',
  product_type: 'asset',
  thumbnail_url: '/files/thumbnails/spring.webp?expires=1&signature=abc',
  ...fields,
});

export const section = <T extends object>(fields: T = {} as T) => ({
  id: newId(),
  title: 'Summer deals',
  description: 'deals for the warm months',
  descriptionBold: 'Summer',
  link: '/summer-deals',
  total_pages: 1,
  category_permission: 2,
  products: [] as unknown[],
  ...fields,
});
