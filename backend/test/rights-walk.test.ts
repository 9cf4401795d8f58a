import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { permissionOf, RIGHTS, type Right, type Role } from '../src/contract';
import { useTestApp, type Caller } from './harness';
import { signedInStaff } from './staff-support';

const t = useTestApp({});

interface GuardedRoute {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  right: Right;
}

interface RouterLayer {
  rawPath?: string;
  route?: { path: string; methods: Record<string, boolean>; stack: RouterLayer[] };
  handle?: { stack?: RouterLayer[]; requiredRight?: Right };
}

const joined = (prefix: string, path: string | undefined) =>
  path && path !== '/' ? `${prefix}${path}` : prefix;

/**
 * Every route of the mounted app that a rights guard stands in front of, with the right it asks:
 * read from the app itself (the guard carries its right), so a route added later is walked too.
 */
function guardedRoutes(stack: RouterLayer[], prefix = '', outer: [string, Right][] = []): GuardedRoute[] {
  const guards = [...outer];
  const found: GuardedRoute[] = [];
  for (const layer of stack) {
    const here = joined(prefix, layer.rawPath);
    if (layer.route) {
      const path = joined(prefix, layer.route.path);
      const own = layer.route.stack.map((step) => step.handle?.requiredRight).find(Boolean);
      const right = own ?? guards.findLast(([scope]) => path.startsWith(scope))?.[1];
      if (!right) continue;
      for (const method of Object.keys(layer.route.methods))
        if (method !== '_all') found.push({ method: method as GuardedRoute['method'], path, right });
    } else if (layer.handle?.stack) {
      found.push(...guardedRoutes(layer.handle.stack, here, guards));
    } else if (layer.handle?.requiredRight) {
      guards.push([here, layer.handle.requiredRight]);
    }
  }
  return found;
}

const concrete = (path: string) => path.replace(/:\w+/g, 'no-such-id').replace(/[{}]/g, '');

async function callers(): Promise<Record<Role, Caller>> {
  return {
    owner: t.asOwner(),
    manager: await signedInStaff(t, 'manager', '9753'),
    cashier: await signedInStaff(t, 'cashier', '2468'),
  };
}

const ROLES: Role[] = ['owner', 'manager', 'cashier'];

describe('the rights table, walked over every guarded route', () => {
  it('when each role (and nobody) calls every guarded route, then the guard answers 401 to nobody, 403 exactly where the table says no, and lets the rest through', async () => {
    const routes = guardedRoutes((t.app as unknown as { router: { stack: RouterLayer[] } }).router.stack);
    // Every right of the table guards some route, and the walk found the owner's many.
    expect(new Set(routes.map((route) => route.right))).toEqual(new Set(RIGHTS));
    expect(routes.length).toBeGreaterThan(40);

    const as = await callers();
    const wrong: string[] = [];
    for (const route of routes) {
      const url = concrete(route.path);
      const nobody = await request(t.app)[route.method](url).send({});
      if (nobody.status !== 401) wrong.push(`${route.method} ${url} by nobody: ${nobody.status}`);
      for (const role of ROLES) {
        const answer = await as[role][route.method](url).send({});
        const allowed = permissionOf(role, route.right) === 'yes';
        const refused = answer.status === 403 && answer.body?.error?.code === 'forbidden';
        const through = answer.status !== 401 && answer.status !== 403;
        if (allowed ? !through : !refused)
          wrong.push(`${route.method} ${url} (${route.right}) by ${role}: ${answer.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
