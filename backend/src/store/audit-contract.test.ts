import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { availableAdapters } from '../../test/temp-store';
import { AUDIT_GENESIS, auditHash } from './audit-chain';
import type { AuditInput } from './audit-contract';
import type { Store } from './store';

const AT = new Date('2026-11-02T04:30:00.000Z');
const MINUTE = 60_000;
const asha = { id: 'staff-asha', name: 'Asha', role: 'cashier' as const };
const ravi = { id: 'staff-ravi', name: 'Ravi', role: 'manager' as const };

const entry = (minutes: number, overrides: Partial<AuditInput> = {}): AuditInput => ({
  at: new Date(AT.getTime() + minutes * MINUTE).toISOString(),
  actor: asha,
  action: 'sign-in',
  subject: asha.id,
  details: {},
  ...overrides,
});

describe.each(availableAdapters())('store contract, audit log: $name', (adapter) => {
  let store: Store;
  let cleanup: () => Promise<void>;

  beforeEach(async () => {
    ({ store, cleanup } = await adapter.open());
  });
  afterEach(async () => {
    await cleanup();
  });

  it('when entries are appended, then each is numbered after the last and carries the hash of the one before', async () => {
    const first = await store.audit.append(entry(0));
    const second = await store.audit.append(
      entry(1, {
        actor: ravi,
        action: 'void',
        subject: 'sale-1',
        details: { reason: 'Wrong item', approvedBy: 'Ravi' },
      }),
    );
    expect(first).toMatchObject({ seq: 1, prevHash: AUDIT_GENESIS });
    expect(second).toMatchObject({ seq: 2, prevHash: first.hash });
    expect(second.hash).toBe(auditHash({ ...second, hash: undefined } as never));
    expect(await store.audit.chain(0, 10)).toEqual([first, second]);
  });

  it('when many entries arrive at once, then every one is kept, numbered without a gap, in one unbroken chain', async () => {
    await Promise.all(
      Array.from({ length: 12 }, (_, i) => store.audit.append(entry(i, { subject: `s${i}` }))),
    );
    const chain = await store.audit.chain(0, 100);
    expect(chain.map((one) => one.seq)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    chain.forEach((one, i) => {
      expect(one.prevHash).toBe(i === 0 ? AUDIT_GENESIS : chain[i - 1]!.hash);
      const { hash, ...unhashed } = one;
      expect(auditHash(unhashed)).toBe(hash);
    });
    expect(new Set(chain.map((one) => one.subject)).size).toBe(12);
  });

  it('when the owner filters the log by time, member and action, then it answers the matching entries newest first with their count', async () => {
    await store.audit.append(entry(0));
    await store.audit.append(entry(5, { actor: ravi, action: 'void', subject: 'sale-1' }));
    await store.audit.append(entry(10, { actor: null, action: 'wrong-pin', subject: asha.id }));
    await store.audit.append(entry(15, { action: 'void', subject: 'sale-2' }));

    const all = await store.audit.list({ offset: 0, limit: 10 });
    expect(all.total).toBe(4);
    expect(all.entries.map((one) => one.seq)).toEqual([4, 3, 2, 1]);
    expect(all.entries[1]!.actor).toBeNull();

    const voids = await store.audit.list({ action: 'void', offset: 0, limit: 10 });
    expect(voids.entries.map((one) => one.subject)).toEqual(['sale-2', 'sale-1']);
    const byRavi = await store.audit.list({ staffId: ravi.id, offset: 0, limit: 10 });
    expect(byRavi.entries.map((one) => one.seq)).toEqual([2]);
    const window = await store.audit.list({
      from: new Date(AT.getTime() + 5 * MINUTE),
      to: new Date(AT.getTime() + 15 * MINUTE),
      offset: 0,
      limit: 10,
    });
    expect(window.entries.map((one) => one.seq)).toEqual([3, 2]);
    const page = await store.audit.list({ offset: 1, limit: 2 });
    expect(page).toMatchObject({ total: 4 });
    expect(page.entries.map((one) => one.seq)).toEqual([3, 2]);
  });

  it('when the chain is read in pages, then each page starts after the last one read', async () => {
    for (let i = 0; i < 5; i++) await store.audit.append(entry(i));
    expect((await store.audit.chain(2, 2)).map((one) => one.seq)).toEqual([3, 4]);
    expect((await store.audit.chain(4, 2)).map((one) => one.seq)).toEqual([5]);
  });
});
