import type { Order } from '@/lib/types';

/** An owner JWT as the API signs it; only the claims matter to the client. */
export function adminToken(claims: { exp: number; name?: string; username?: string }): string {
  const json = JSON.stringify({ role: 'admin', sub: 'owner-1', ...claims });
  const bytes = new TextEncoder().encode(json);
  const payload = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `header.${payload}.signature`;
}

/** A token that is valid for another hour. */
export const freshAdminToken = (name = 'Shop Owner') =>
  adminToken({ exp: Math.floor(Date.now() / 1000) + 3600, name, username: 'owner' });

export function makeOrder(id: string, createdAt: string, overrides: Partial<Order> = {}): Order {
  return {
    _id: id,
    name: 'Asha Rao',
    email: 'asha@example.in',
    phone: '+919876543210',
    address: {
      street: '12 MG Road',
      city: 'Nagpur',
      state: 'Maharashtra',
      country: 'India',
      zipcode: '440001',
    },
    productIds: ['b1'],
    lines: [{ bookId: 'b1', title: 'Pencil box', price: 120, coverImage: 'pencil.png' }],
    totalPrice: 120,
    status: 'placed',
    statusHistory: [{ status: 'placed', at: createdAt }],
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
}
