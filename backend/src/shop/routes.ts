import { Router } from 'express';
import type { Config } from '../config';
import type { Store } from '../store/store';

import { localityOf, STORE_HOURS, type ShopInfo } from '../contract';

/** Public facts the storefront shows (footer, pickup directions), from configuration. */
export function shopRoutes(shop: Config['shop'], holdDays: number, upi: Config['upi']): Router {
  const router = Router();
  const body: ShopInfo = {
    ...shop,
    holdDays,
    locality: localityOf(shop.address),
    hours: STORE_HOURS,
    currency: 'INR',
    ...(upi ? { upi } : {}),
  };
  router.get('/', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300');
    res.json(body);
  });
  return router;
}

export function healthRoutes(store: Pick<Store, 'ping' | 'kind'>): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    try {
      await store.ping();
      res.json({ status: 'ok', store: { kind: store.kind, reachable: true } });
    } catch {
      res.status(503).json({ status: 'unavailable', store: { kind: store.kind, reachable: false } });
    }
  });
  return router;
}
