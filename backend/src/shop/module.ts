import type { Config } from '../config';
import { at, type Mounts } from '../http/mount';
import type { Store } from '../store/store';
import { healthRoutes, shopRoutes } from './routes';

/** The shop's own details at /shop, and /health for whatever watches the server. */
export function shopModule(deps: { config: Config; store: Store }): { health: Mounts; shop: Mounts } {
  const { config } = deps;
  return {
    health: { mounts: [at('/health', healthRoutes(deps.store))] },
    shop: { mounts: [at('/shop', shopRoutes(config.shop, config.pickupHoldDays, config.upi))] },
  };
}
