import { isReservedSlug } from '@stockroom/contract';
import { createRoutesFromElements, type RouteObject } from 'react-router';
import { expect, it } from 'vitest';
import { routes } from './routes';

/** The first segment of every address the app routes, dynamic ones (`:slug`, `*`) left out. */
function firstSegments(objects: RouteObject[], parent = ''): string[] {
  return objects.flatMap((route) => {
    const path = route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent;
    const first = path.split('/').filter(Boolean)[0];
    const own = first && !first.startsWith(':') && first !== '*' ? [first] : [];
    return [...own, ...firstSegments(route.children ?? [], path)];
  });
}

it('reserves every first segment the app routes, so that no category slug can hide a page', () => {
  const segments = [...new Set(firstSegments(createRoutesFromElements(routes)))];
  expect(segments).toEqual(expect.arrayContaining(['login', 'products', 'search', 'admin']));
  expect(segments.filter((segment) => !isReservedSlug(segment))).toEqual([]);
});
