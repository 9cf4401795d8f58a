import { at, type Guard, type Mounts } from '../http/mount';
import type { Store } from '../store/store';
import { createKitImport } from './import';
import { kitImportRoutes } from './import-routes';
import { kitRoutes } from './routes';
import { createKitService } from './service';

/** School kits at /kits: the owner's lists and their CSV import, and what parents see of them. */
export function kitsModule(deps: { store: Store; guard: Guard }): Mounts {
  const { store, guard } = deps;
  const kitImport = createKitImport({ kits: store.kits, books: store.books });
  const kits = createKitService({ kits: store.kits, books: store.books });
  return {
    mounts: [
      at('/kits', kitImportRoutes({ kitImport, requireImporter: guard.requireRight('catalogue') })),
      at('/kits', kitRoutes({ kits, requireRight: guard.requireRight, readOwner: guard.readOwner })),
    ],
  };
}
