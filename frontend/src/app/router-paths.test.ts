import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { STOREFRONT_PATHS } from '@shop/backend/contract';
import { routes } from './router';

/** Every address the router has a screen for, written out in full ("/dashboard/edit-book/:id"). */
function addresses(children: RouteObject[], parent = ''): string[] {
  return children.flatMap((route) => {
    if (route.path === '*') return [];
    const own = route.index
      ? parent || '/'
      : route.path?.startsWith('/')
        ? route.path
        : `${parent === '/' ? '' : parent}/${route.path}`;
    return [
      ...(route.index || route.element || route.lazy || route.Component ? [own] : []),
      ...addresses(route.children ?? [], own),
    ];
  });
}

describe('the storefront addresses the server knows', () => {
  it('are exactly the router’s screens, so the server answers 404 for no address the app can show', () => {
    expect(new Set(addresses(routes))).toEqual(new Set(STOREFRONT_PATHS));
  });
});
