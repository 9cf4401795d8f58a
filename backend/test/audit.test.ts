import Database from 'better-sqlite3';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  APPROVAL_HEADER,
  COUNTER_DEVICE_HEADER,
  DEFAULT_PRINT_RATES,
  type Approval,
  type AuditPage,
  type CounterSale,
  type NewCounterDevice,
  type PinSession,
} from '../src/contract';
import { ADMIN } from './fixtures';
import { useTestApp } from './harness';

const t = useTestApp({ books: { pen: { title: 'Gel Pen', newPrice: 25, stock: 20 } } });
const { pen } = t.books;

async function staffAtTill() {
  const owner = t.asOwner();
  const cashier = (await owner.post('/api/staff').send({ name: 'Meena', role: 'cashier', pin: '2468' })).body;
  const manager = (await t.asOwner().post('/api/staff').send({ name: 'Ravi', role: 'manager', pin: '9753' }))
    .body;
  const { key } = (await t.asOwner().post('/api/staff/devices').send({ name: 'Till' }))
    .body as NewCounterDevice;
  const atTill = (path: string) => request(t.app).post(path).set(COUNTER_DEVICE_HEADER, key);
  const session = (await atTill('/api/auth/pin').send({ staffId: cashier._id, pin: '2468' }))
    .body as PinSession;
  const asCashier = (path: string) => atTill(path).set('Authorization', `Bearer ${session.token}`);
  const readAsCashier = (path: string) =>
    request(t.app).get(path).set(COUNTER_DEVICE_HEADER, key).set('Authorization', `Bearer ${session.token}`);
  return { cashier, manager, atTill, asCashier, readAsCashier };
}

const audit = async (query = '') => (await t.asOwner().get(`/api/audit${query}`)).body as AuditPage;

describe('the audit log', () => {
  it('when a cashier voids a sale with a manager’s approval, then the log names the cashier, the manager and the sign-in before it', async () => {
    const { cashier, manager, atTill, asCashier } = await staffAtTill();
    const sold = await asCashier('/api/counter/sales')
      .set('Idempotency-Key', 'audit-sale-1')
      .send({ items: [{ productId: pen._id, quantity: 1 }], payment: { method: 'cash' } });
    const { _id } = sold.body.sale as CounterSale;
    const approved = await atTill('/api/auth/approval').send({
      staffId: manager._id,
      pin: '9753',
      action: 'void',
      subject: _id,
    });
    const { token } = approved.body as Approval;
    const voided = await asCashier(`/api/counter/sales/${_id}/void`)
      .set(APPROVAL_HEADER, token)
      .send({ reason: 'Wrong pen' });
    expect(voided.status).toBe(200);

    const voids = await audit('?action=void');
    expect(voids.total).toBe(1);
    expect(voids.entries[0]).toMatchObject({
      actor: { id: cashier._id, name: 'Meena', role: 'cashier' },
      action: 'void',
      subject: _id,
      details: { reason: 'Wrong pen', approvedBy: { id: manager._id, name: 'Ravi' } },
    });
    const all = await audit();
    expect(all.entries.map((entry) => entry.action)).toEqual([
      'void',
      'approval',
      'sign-in',
      'device-change',
      'staff-change',
      'staff-change',
    ]);
    expect(all.entries[1]).toMatchObject({ actor: { name: 'Ravi', role: 'manager' }, subject: _id });
    expect((await audit(`?staffId=${cashier._id}`)).entries.map((entry) => entry.action)).toEqual([
      'void',
      'sign-in',
    ]);
  });

  it('when wrong PINs lock a member, then each wrong PIN and the lock are in the log under the member tried', async () => {
    const { cashier, atTill } = await staffAtTill();
    for (let i = 0; i < 5; i++) await atTill('/api/auth/pin').send({ staffId: cashier._id, pin: '0000' });
    const page = await audit();
    const tried = page.entries.filter((entry) => entry.subject === cashier._id && entry.actor === null);
    expect(tried.map((entry) => entry.action)).toEqual([
      'locked',
      'wrong-pin',
      'wrong-pin',
      'wrong-pin',
      'wrong-pin',
    ]);
  });

  it('when a row is changed in the database by hand, then verify says the chain breaks there', async () => {
    await staffAtTill();
    expect((await t.asOwner().get('/api/audit/verify')).body).toEqual({
      whole: true,
      entries: 4,
      brokenAt: null,
    });

    const db = new Database(t.config.databasePath);
    db.exec('DROP TRIGGER audit_log_no_update');
    db.prepare('UPDATE audit_log SET details = \'{"after":{"name":"Someone else"}}\' WHERE seq = 2').run();
    db.close();

    const check = await t.asOwner().get('/api/audit/verify');
    expect(check.body).toEqual({ whole: false, entries: 1, brokenAt: 2 });
  });

  it('when anyone but the owner asks, or asks to change an entry, then the log is not theirs to read or change', async () => {
    const { readAsCashier } = await staffAtTill();
    const cashierRead = await readAsCashier('/api/audit');
    expect(cashierRead.status).toBe(403);
    expect(cashierRead.body.error.message).toBe('This needs the owner.');
    expect((await request(t.app).get('/api/audit')).status).toBe(401);
    expect((await t.asOwner().delete('/api/audit/1')).status).toBe(404);
    expect((await t.asOwner().put('/api/audit/1').send({})).status).toBe(404);
    expect((await audit()).total).toBe(4);
  });

  it('when the owner logs in, changes a price, a tax rate, the shop’s tax and print settings, corrects stock and downloads exports, then each is in the log with before and after', async () => {
    const login = await request(t.app).post('/api/auth/admin').send(ADMIN);
    expect(login.status).toBe(200);
    const owner = t.asOwner();
    expect(
      (
        await owner
          .put(`/api/books/edit/${pen._id}`)
          .send({ newPrice: 30, oldPrice: 30, gstRate: 12, hsn: '9608' })
      ).status,
    ).toBe(200);
    expect(
      (await owner.patch(`/api/books/${pen._id}/stock`).send({ change: -2, reason: 'damaged' })).status,
    ).toBe(200);
    const settings = (await owner.get('/api/shop/tax')).body;
    expect(
      (await owner.put('/api/shop/tax').send({ ...settings, legalName: 'Saraswati Books' })).status,
    ).toBe(200);
    const rates = { ...DEFAULT_PRINT_RATES, bwSingle: 2.5 };
    expect((await owner.put('/api/print-rates').send(rates)).status).toBe(200);
    expect((await owner.get('/api/reports/invoices.csv?from=2026-11-01&to=2026-11-30')).status).toBe(200);
    expect((await owner.get('/api/books/export.csv')).status).toBe(200);

    const { entries } = await audit('?limit=20');
    const of = (action: string) => entries.filter((entry) => entry.action === action);
    expect(
      of('sign-in').some((entry) => entry.actor?.role === 'owner' && entry.details.with === 'password'),
    ).toBe(true);
    expect(of('price-change')[0]!.details).toEqual({
      newPrice: { before: 25, after: 30 },
      oldPrice: { before: pen.oldPrice, after: 30 },
    });
    const taxChanges = of('tax-change');
    expect(taxChanges.find((entry) => entry.subject === pen._id)!.details.gstRate).toEqual({
      before: pen.gstRate,
      after: 12,
    });
    expect(taxChanges.find((entry) => entry.subject === 'shop')!.details).toMatchObject({
      after: { legalName: 'Saraswati Books' },
    });
    expect(of('stock-correction')[0]!.details).toMatchObject({
      change: -2,
      reason: 'damaged',
      before: 20,
      after: 18,
    });
    expect(of('settings-change')[0]!.details).toMatchObject({ after: { bwSingle: 2.5 } });
    expect(
      of('export')
        .map((entry) => entry.subject)
        .sort(),
    ).toEqual(['/api/books/export.csv', '/api/reports/invoices.csv']);
    expect(of('export').every((entry) => entry.actor?.role === 'owner')).toBe(true);
  });
});
