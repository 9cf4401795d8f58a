import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderView, OwnerNotice } from '../src/contract';
import { ASHA, validOrderBody } from './fixtures';
import { signInByPhone, useTestApp, type TestCustomer } from './harness';

const t = useTestApp({
  customers: ['asha'],
  books: { pen: { title: 'Gel Pen', newPrice: 25, oldPrice: 30, stock: 20 } },
});
const { asha } = t.customers;
const { pen } = t.books;
/** The number typed at checkout (ASHA's), as the API keeps it. */
const TYPED_PHONE = '+919876543210';

/** A customer who signed in with a code sent to their phone: no e-mail at all. */
let meena: TestCustomer;
beforeAll(async () => {
  meena = await signInByPhone();
});

async function placeAs(who: TestCustomer, locale?: string): Promise<OrderView> {
  const res = await t.placeOrder(who, { ...validOrderBody([pen._id]), ...(locale ? { locale } : {}) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as OrderView;
}

async function ownerNotices(): Promise<OwnerNotice[]> {
  const res = await t.asOwner().get('/api/admin/messages');
  expect(res.status).toBe(200);
  return res.body as OwnerNotice[];
}

describe('notices to customers without e-mail', () => {
  it('when a phone customer’s order is placed and readied, then each notice is kept for the owner with a WhatsApp link to the verified number carrying its text', async () => {
    const order = await placeAs(meena);
    expect((await t.moveOrder(order._id, 'ready')).status).toBe(200);

    const notices = (await ownerNotices()).filter((notice) => notice.orderId === order._id);
    expect(notices.map((notice) => notice.kind)).toEqual(['ready', 'placed']);
    const digits = meena.phoneNumber!.slice(1);
    expect(digits).toMatch(/^91\d{10}$/);
    for (const notice of notices) {
      expect(notice).toMatchObject({
        recipient: meena.phoneNumber,
        phone: TYPED_PHONE,
        pickupCode: order.pickupCode,
        // Never mailed: there is no address; the owner sends it.
        state: 'failed',
        lastError: 'Not mailed: the customer signed in by phone and has no e-mail. Send it on WhatsApp.',
      });
      expect(notice.whatsAppLink).toBe(`https://wa.me/${digits}?text=${encodeURIComponent(notice.text)}`);
      expect(decodeURIComponent(new URL(notice.whatsAppLink!).searchParams.get('text')!)).toBe(notice.text);
    }
    // Nothing is due to be mailed.
    expect(await t.store.outbox.claimDue(new Date(Date.now() + 60_000), 1000, 10)).toEqual([]);
  });

  it('when an item they want is out of stock, then they wait to be told on WhatsApp at the number they signed in with', async () => {
    const [gone] = await t.addBooks([{ title: 'Sold Out Atlas', stock: 0 }]);
    const res = await t.as(meena).post(`/api/books/${gone!._id}/back-in-stock`).send({});
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({ waiting: true, channel: 'whatsapp', phone: meena.phoneNumber });
  });

  it('when a phone customer’s order is ready, then the desk lists it with the same link as the ready notice, in the language they ordered in', async () => {
    const order = await placeAs(meena, 'hi');
    const emailed = await placeAs(asha);
    const placedOnly = await placeAs(meena);
    for (const id of [order._id, emailed._id]) expect((await t.moveOrder(id, 'ready')).status).toBe(200);

    const desk = await t.asOwner().get('/api/orders/allorders?status=ready');
    expect(desk.status).toBe(200);
    const listed = new Map((desk.body as OrderView[]).map((item) => [item._id, item]));
    const readyNotice = (await ownerNotices()).find(
      (notice) => notice.orderId === order._id && notice.kind === 'ready',
    )!;
    expect(readyNotice.text).toContain('आपका ऑर्डर तैयार है।');
    expect(listed.get(order._id)!.whatsAppLink).toBe(readyNotice.whatsAppLink);
    expect(listed.get(emailed._id)).not.toHaveProperty('whatsAppLink');
    // Before it is ready there is nothing to tell from the desk; and a customer never sees the link.
    const all = (await t.asOwner().get('/api/orders/allorders?status=placed')).body as OrderView[];
    expect(all.find((item) => item._id === placedOnly._id)).not.toHaveProperty('whatsAppLink');
    const theirs = (await t.as(meena).get('/api/orders/mine')).body as OrderView[];
    expect(theirs.every((item) => item.whatsAppLink === undefined)).toBe(true);
  });

  it('when an e-mail customer’s order is placed, then its notice is mailed as before, with no WhatsApp link of its own', async () => {
    const order = await placeAs(asha);
    const [notice] = (await ownerNotices()).filter((item) => item.orderId === order._id);
    expect(notice).toMatchObject({ recipient: asha.email, state: 'pending' });
    expect(notice).not.toHaveProperty('whatsAppLink');
  });
});

describe('notices in the language the customer ordered in', () => {
  it('when a Hindi order is placed, readied and cancelled, then every notice is written in Hindi, naming the order by its pickup code', async () => {
    const order = await placeAs(meena, 'hi');
    const shop = t.config.shop.name;
    expect((await t.moveOrder(order._id, 'ready')).status).toBe(200);
    expect((await t.moveOrder(order._id, 'cancelled')).status).toBe(200);

    const byKind = new Map(
      (await ownerNotices())
        .filter((notice) => notice.orderId === order._id)
        .map((notice) => [notice.kind, notice]),
    );
    const code = order.pickupCode;
    expect(byKind.get('placed')).toMatchObject({ subject: `ऑर्डर ${code} मिल गया - ${shop}` });
    expect(byKind.get('ready')).toMatchObject({
      subject: `ऑर्डर ${code} तैयार है, आकर ले जाएँ - ${shop}`,
    });
    expect(byKind.get('cancelled')).toMatchObject({ subject: `ऑर्डर ${code} रद्द हो गया - ${shop}` });

    const placed = byKind.get('placed')!.text;
    expect(placed.startsWith(`नमस्ते ${ASHA.name} जी,\n\n`)).toBe(true);
    expect(placed).toContain(`आपका पिकअप कोड ${code} है।`);
    expect(placed).toContain('  Gel Pen × 1  ₹25.00');
    expect(placed).toContain('सोमवार से शनिवार, सुबह 9 से रात 8 बजे तक; रविवार बंद');
    // The hold's last day is named with India's calendar, in Hindi.
    expect(byKind.get('ready')!.text).toMatch(/हम इसे \d{1,2} [^\s\d]+ तक आपके लिए रखेंगे।/u);
    for (const notice of byKind.values()) expect(notice.text).not.toMatch(/Hello|Thank you|Your order/);
  });

  it('when an English order is placed, then its notice reads exactly as it always has', async () => {
    const order = await placeAs(asha, 'en');
    const [notice] = (await ownerNotices()).filter((item) => item.orderId === order._id);
    expect(notice!.subject).toBe(`Order ${order.pickupCode} received - ${t.config.shop.name}`);
    expect(notice!.text).toMatch(
      new RegExp(
        `^Hello ${ASHA.name},\\n\\nThank you for your order. Your pickup code is ${order.pickupCode}.\\n\\n`,
      ),
    );
  });
});
