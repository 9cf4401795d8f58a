import type { ClientSession } from 'mongoose';
import { describe, expect, it, vi } from 'vitest';
import type { StoreTx } from '../unit-of-work-contract';
import type { Models } from './models';
import { createMongoPlacementPrimitives } from './order-placement';
import type { Transactions } from './transactions';
import { createMongoTransact, type MongoUnit } from './unit-of-work';

const session = { id: 'session' } as unknown as ClientSession;
const withTransactions: Transactions = { supported: true, run: (work) => work(session) };
const standalone: Transactions = { supported: false, run: (work) => work(undefined) };
const noTx = {} as StoreTx;

describe('mongo unit of work', () => {
  it('when the server has transactions, then the unit runs in one, its primitives bound to its session', async () => {
    const runs: unknown[] = [];
    const run: Transactions['run'] = (work) => (runs.push(work), withTransactions.run(work));
    const units: MongoUnit[] = [];
    const transact = createMongoTransact({ supported: true, run }, (unit) => (units.push(unit), noTx));
    await expect(transact(async () => 'done')).resolves.toBe('done');
    expect(runs).toHaveLength(1);
    expect(units.map((unit) => unit.session)).toEqual([session]);
  });

  it('when a standalone unit fails before its record is stored, then what it took is given back, last first', async () => {
    const given: string[] = [];
    const transact = createMongoTransact(standalone, (unit) => {
      expect(unit.session).toBeUndefined();
      unit.onUndo(async () => given.push('key'));
      unit.onUndo(async () => given.push('units'));
      return noTx;
    });
    await expect(transact(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(given).toEqual(['units', 'key']);
  });

  it('when a standalone unit fails after its record is stored, then only what it took since is given back', async () => {
    const given: string[] = [];
    let unit: MongoUnit | undefined;
    const transact = createMongoTransact(standalone, (opened) => ((unit = opened), noTx));
    await expect(
      transact(async () => {
        unit!.onUndo(async () => given.push('units'));
        unit!.stored();
        unit!.onUndo(async () => given.push('serial'));
        throw new Error('series full');
      }),
    ).rejects.toThrow('series full');
    expect(given).toEqual(['serial']);
  });

  it('when a standalone unit succeeds, then nothing is given back', async () => {
    const undo = vi.fn(async () => undefined);
    const transact = createMongoTransact(standalone, (unit) => (unit.onUndo(undo), noTx));
    await expect(transact(async () => 1)).resolves.toBe(1);
    expect(undo).not.toHaveBeenCalled();
  });
});

describe('mongo key primitives', () => {
  const claim = { customerUid: 'uid-1', key: 'k-1', fingerprint: 'f-1' };
  const duplicate = Object.assign(new Error('E11000'), {
    code: 11000,
    keyPattern: { customerUid: 1, key: 1 },
  });

  const unitOf = () => {
    const undo: (() => Promise<unknown>)[] = [];
    return { undo, unit: { onUndo: (step: () => Promise<unknown>) => undo.push(step), stored() {} } };
  };

  it('when the key is free, then it is claimed naming the order, and a failed unit lets it go', async () => {
    const deleteOne = vi.fn(async () => ({}));
    const create = vi.fn(async () => []);
    const models = { IdempotencyKey: { create, deleteOne } } as unknown as Models;
    const { undo, unit } = unitOf();
    await expect(createMongoPlacementPrimitives(models, unit).claimKey(claim, 'order-1')).resolves.toBeNull();
    expect(create).toHaveBeenCalledWith([expect.objectContaining({ ...claim, orderId: 'order-1' })], {
      session: undefined,
    });
    await undo[0]!();
    expect(deleteOne).toHaveBeenCalledWith(
      { customerUid: 'uid-1', key: 'k-1', orderId: 'order-1' },
      {
        session: undefined,
      },
    );
  });

  it('when another request holds the key, then its holder is answered and nothing is to give back', async () => {
    const held = { ...claim, fingerprint: 'f-0', orderId: 'order-0' };
    const models = {
      IdempotencyKey: {
        create: vi.fn(async () => Promise.reject(duplicate)),
        findOne: vi.fn(() => ({ lean: async () => held })),
      },
    } as unknown as Models;
    const { undo, unit } = unitOf();
    await expect(createMongoPlacementPrimitives(models, unit).claimKey(claim, 'order-1')).resolves.toEqual({
      fingerprint: 'f-0',
      orderId: 'order-0',
    });
    expect(undo).toEqual([]);
  });
});
