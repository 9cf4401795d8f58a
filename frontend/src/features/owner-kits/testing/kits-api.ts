/** Stand-ins for the kits' part of the API, for the owner's kit screens' component tests. */
import type { KitSummary, KitView } from '@shop/backend/contract';
import { storeAdminToken } from '@/lib/admin-session';
import { freshAdminToken } from '@/test/admin-token';
import { stubApi } from '@/test/api-stub';

export const kitId = (n: number) => `c${String(n).padStart(23, '0')}`;
export const itemId = (n: number) => `b${String(n).padStart(23, '0')}`;

export function makeKitSummary(overrides: Partial<KitSummary> & { _id: string }): KitSummary {
  return {
    title: 'Class 5, St. Xavier’s 2026-27',
    school: "St. Xavier's",
    className: 'Class 5',
    academicYear: '2026-27',
    pricing: { mode: 'sum' },
    published: false,
    notes: '',
    expectedKits: null,
    lineCount: 3,
    createdAt: '2026-03-01T00:00:00.000Z',
    updatedAt: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Class 5 at St. Xavier's: 9 notebooks, 2 cover rolls and a geometry box the parent may leave. */
export function makeKitView(overrides: Partial<KitView> = {}): KitView {
  return {
    _id: kitId(1),
    title: 'Class 5, St. Xavier’s 2026-27',
    school: "St. Xavier's",
    className: 'Class 5',
    academicYear: '2026-27',
    lines: [
      {
        productId: itemId(1),
        quantity: 9,
        optional: false,
        item: { title: 'Single-line notebook', price: 40, coverImage: '', stock: 100 },
      },
      {
        productId: itemId(2),
        quantity: 2,
        optional: false,
        item: { title: 'Brown cover roll', price: 25, coverImage: '', stock: null },
      },
      {
        productId: itemId(3),
        quantity: 1,
        optional: true,
        item: { title: 'Geometry box', price: 150, coverImage: '', stock: 4 },
      },
    ],
    pricing: { mode: 'sum' },
    published: true,
    notes: 'Covers in brown only.',
    expectedKits: null,
    available: 4,
    priceWithAllOptional: 560,
    priceWithoutOptional: 410,
    createdAt: '2026-03-01T00:00:00.000Z',
    updatedAt: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The owner signed in, and the API's routes as given. */
export function stubKits(routes: Record<string, unknown>) {
  storeAdminToken(freshAdminToken());
  return stubApi(routes);
}
