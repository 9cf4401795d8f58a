import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { availableAdapters } from '../../test/temp-store';
import type { PrintJobInput, PrintQuota, Store } from './store';

const QUOTA: PrintQuota = { waitingFilesMax: 2, bytesMax: 1000 };
const NOW = new Date('2026-11-23T06:00:00.000Z');

const upload = (customerUid: string, size = 100, fileName = 'notes.pdf'): PrintJobInput => ({
  customerUid,
  fileName,
  pages: 7,
  data: new Uint8Array(size).fill(37),
});

describe.each(availableAdapters())('store contract, print: $name', (adapter) => {
  let store: Store;
  let cleanup: () => Promise<void>;
  beforeEach(async () => {
    ({ store, cleanup } = await adapter.open());
  });
  afterEach(async () => cleanup());

  it('when the owner sets the rate card, then it reads back to the paisa', async () => {
    expect(await store.print.getRates()).toBeNull();
    const rates = {
      bwSingle: 1.75,
      bwDouble: 1.2,
      colourSingle: 10.05,
      colourDouble: 9.99,
      binding: { none: 0, staple: 2.5, spiral: 35.1 },
    };
    expect(await store.print.setRates(rates)).toEqual(rates);
    expect(await store.print.getRates()).toEqual(rates);
    await store.print.setRates({ ...rates, bwSingle: 2 });
    expect((await store.print.getRates())!.bwSingle).toBe(2);
  });

  it('when a file is stored, then its job and the same bytes read back', async () => {
    const input = { ...upload('uid-1', 0), data: Uint8Array.from([37, 80, 68, 70, 45, 0, 255, 10]) };
    const result = await store.print.createJob(input, QUOTA, NOW);
    expect(result.outcome).toBe('created');
    const job = result.outcome === 'created' ? result.job : null;
    expect(job).toMatchObject({
      customerUid: 'uid-1',
      fileName: 'notes.pdf',
      pages: 7,
      bytes: 8,
      orderId: null,
    });
    expect(await store.print.getJob(job!._id)).toEqual(job);
    expect([...(await store.print.readFile(job!._id))!]).toEqual([37, 80, 68, 70, 45, 0, 255, 10]);
    expect(await store.print.getJob('f'.repeat(24))).toBeNull();
    expect(await store.print.readFile('f'.repeat(24))).toBeNull();
    expect(await store.print.usage()).toEqual({ files: 1, bytes: 8 });
  });

  it('when a customer is at the waiting-file or byte limit, then nothing more of theirs is stored', async () => {
    await store.print.createJob(upload('uid-1'), QUOTA, NOW);
    await store.print.createJob(upload('uid-1'), QUOTA, NOW);
    expect(await store.print.createJob(upload('uid-1'), QUOTA, NOW)).toEqual({
      outcome: 'over_quota',
      limit: 'files',
    });
    expect(await store.print.createJob(upload('uid-2', 1001), QUOTA, NOW)).toEqual({
      outcome: 'over_quota',
      limit: 'bytes',
    });
    expect((await store.print.createJob(upload('uid-2', 1000), QUOTA, NOW)).outcome).toBe('created');
    expect(await store.print.usage()).toEqual({ files: 3, bytes: 1200 });
  });

  it('when uploads wait past the cut-off in no order, then the sweep deletes them and their files', async () => {
    const old = await store.print.createJob(upload('uid-1'), QUOTA, new Date(NOW.getTime() - 25 * 3600_000));
    const recent = await store.print.createJob(upload('uid-1'), QUOTA, NOW);
    expect(await store.print.deleteUnorderedBefore(new Date(NOW.getTime() - 24 * 3600_000))).toBe(1);
    const oldId = old.outcome === 'created' ? old.job._id : '';
    const recentId = recent.outcome === 'created' ? recent.job._id : '';
    expect(await store.print.getJob(oldId)).toBeNull();
    expect(await store.print.readFile(oldId)).toBeNull();
    expect(await store.print.readFile(recentId)).not.toBeNull();
    expect(await store.print.usage()).toEqual({ files: 1, bytes: 100 });
  });
});
