import mongoose from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';
import { createModels } from './models';
import { newNoticeDoc } from './outbox';

const connection = new mongoose.Mongoose({ autoCreate: false, autoIndex: false }).createConnection();
const models = createModels(connection);
afterAll(() => connection.close());

const at = new Date('2026-11-24T05:00:00.000Z');
const words = { recipient: 'meera@example.in', subject: 'Godaan is back in stock', text: 'Hello' };

describe('mongo notices', () => {
  it('when a back-in-stock notice is held for the owner, then it is failed with the reason, never due, and keeps the phone; both kinds validate', async () => {
    const held = newNoticeDoc(
      { orderId: null, bookId: 'b'.repeat(24), phone: '+919876543210' },
      { kind: 'back-in-stock', ...words, heldBecause: 'Not mailed' },
      at,
    );
    expect(held).toMatchObject({
      state: 'failed',
      lastError: 'Not mailed',
      nextAttemptAt: null,
      phone: '+919876543210',
    });
    expect(held).not.toHaveProperty('heldBecause');
    const due = newNoticeDoc(
      { orderId: 'a'.repeat(24), bookId: null, phone: null },
      { kind: 'ready', ...words },
      at,
    );
    expect(due).toMatchObject({ state: 'pending', lastError: null, nextAttemptAt: at, attempts: 0 });
    for (const doc of [held, due]) await expect(new models.Notice(doc).validate()).resolves.toBeUndefined();
  });
});
