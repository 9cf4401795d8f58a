import { describe, expect, it } from 'vitest';
import type { Order } from '../store/store';
import { createNoticeComposer, NO_EMAIL, UNVERIFIED_ADDRESS } from './compose';

const shop = {
  name: 'Saraswati Books',
  address: '12 Sitabuldi Main Road, Nagpur',
  email: 'shop@example.in',
  phone: '+91 712 255 0000',
  mapsUrl: 'https://maps.example/saraswati',
  readyHours: 4,
  receiptWidthMm: 80 as const,
  url: 'https://shop.example.in',
  socialLinks: { facebook: '', instagram: '' },
};

const order: Order = {
  _id: 'a'.repeat(24),
  channel: 'online',
  customerUid: 'uid-meena',
  email: '',
  emailVerified: false,
  verifiedPhone: '+919812345678',
  locale: 'hi',
  name: 'Meena',
  phone: '+919812345678',
  address: { street: '1 Main Rd', city: 'Nagpur', state: 'Maharashtra', country: 'India', zipcode: '440001' },
  lines: [
    { bookId: 'b'.repeat(24), title: 'Gel Pen', price: 25, coverImage: 'p.webp', quantity: 2 },
    {
      printJob: {
        jobId: 'c'.repeat(24),
        colour: 'bw',
        sides: 'double',
        copies: 2,
        range: '1-4',
        binding: 'spiral',
        fileName: 'notes.pdf',
        documentPages: 9,
        pages: 4,
        printedSides: 8,
        sheets: 4,
        printed: false,
      },
      title: 'notes.pdf',
      price: 80,
      coverImage: '',
      quantity: 1,
    },
  ],
  totalPrice: 130,
  status: 'ready',
  statusHistory: [],
  pickupCode: 'K7M2QX',
  // The end of 25 November 2026 in India.
  holdUntil: '2026-11-25T18:29:59.999Z',
  payment: null,
  customerId: null,
  sale: null,
  invoice: { number: 'SB/26-27/00042', date: '2026-11-24', kind: 'tax-invoice', title: 'Tax Invoice' },
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
};

const compose = createNoticeComposer(shop, () => 'upi://pay?pa=shop@upi');
const LINES_EN =
  '  Gel Pen × 2  ₹50.00\n  Print: notes.pdf (Black & white, double-sided, 2 copies, pages 1-4, spiral bound)  ₹80.00';
const LINES_HI =
  '  Gel Pen × 2  ₹50.00\n  प्रिंट: notes.pdf (ब्लैक एंड व्हाइट, दोनों तरफ़, 2 कॉपी, पेज 1-4, स्पाइरल बाइंडिंग)  ₹80.00';
const SIGNATURE_EN = `Saraswati Books\n12 Sitabuldi Main Road, Nagpur\nMon-Sat 9:00 AM - 8:00 PM, Sunday closed\n+91 712 255 0000`;
const SIGNATURE_HI = `Saraswati Books\n12 Sitabuldi Main Road, Nagpur\nसोमवार से शनिवार, सुबह 9 से रात 8 बजे तक; रविवार बंद\n+91 712 255 0000`;

describe('the notices’ words', () => {
  it('when an order was placed in English, then every notice reads as the shop has always written it', () => {
    const english = { ...order, locale: 'en' as const, email: 'meena@example.in', emailVerified: true };
    expect(compose('ready')(english)).toEqual({
      kind: 'ready',
      recipient: 'meena@example.in',
      subject: 'Order K7M2QX is ready to collect - Saraswati Books',
      text: [
        'Hello Meena,',
        'Your order is ready. Show the code K7M2QX at the counter.',
        'We keep it for you until 25 Nov.',
        LINES_EN,
        'Amount to pay: ₹130.00 (cash, UPI or card at the counter).',
        'To pay by UPI before you come: upi://pay?pa=shop@upi',
        `${SIGNATURE_EN}\n`,
      ].join('\n\n'),
    });
    expect(compose('collected')(english).text).toContain(
      'Your tax invoice is SB/26-27/00042, dated 2026-11-24. Download it from your orders page: https://shop.example.in/orders.',
    );
    expect(compose('placed')(english).subject).toBe('Order K7M2QX received - Saraswati Books');
    expect(compose('cancelled')(english).subject).toBe('Order K7M2QX cancelled - Saraswati Books');
  });

  it('when an order was placed in Hindi, then every notice is in Hindi: its subject, body, print options, hold day, bill and signature', () => {
    const placed = compose('placed')(order);
    expect(placed.subject).toBe('ऑर्डर K7M2QX मिल गया - Saraswati Books');
    expect(placed.text).toBe(
      [
        'नमस्ते Meena जी,',
        'ऑर्डर के लिए धन्यवाद। आपका पिकअप कोड K7M2QX है।',
        LINES_HI,
        'कुल: ₹130.00, सामान लेते समय काउंटर पर ही भुगतान करें।',
        'ऑर्डर तैयार होते ही हम आपको फिर से बताएँगे।',
        `${SIGNATURE_HI}\n`,
      ].join('\n\n'),
    );
    const ready = compose('ready')(order);
    expect(ready.subject).toBe('ऑर्डर K7M2QX तैयार है, आकर ले जाएँ - Saraswati Books');
    expect(ready.text).toContain('हम इसे 25 नवंबर तक आपके लिए रखेंगे।');
    expect(ready.text).toContain('आने से पहले UPI से भुगतान करना हो तो: upi://pay?pa=shop@upi');
    const collected = compose('collected')(order);
    expect(collected.subject).toBe('ऑर्डर K7M2QX का बिल SB/26-27/00042 - Saraswati Books');
    expect(collected.text).toContain(
      'आपका टैक्स इनवॉइस नंबर SB/26-27/00042 है, 24 नवंबर 2026 का। इसे अपने ऑर्डर वाले पेज से डाउनलोड करें: https://shop.example.in/orders',
    );
    const cancelled = compose('cancelled')(order);
    expect(cancelled.subject).toBe('ऑर्डर K7M2QX रद्द हो गया - Saraswati Books');
    expect(cancelled.text).toContain('आपका ऑर्डर K7M2QX रद्द कर दिया गया है।');
    for (const notice of [placed, ready, collected, cancelled])
      expect(notice.text).not.toMatch(/Hello|Thank you|Your |Order /);
  });

  it('when the customer has no e-mail, then the notice is named by their verified number and held for WhatsApp; an unverified address is held as before', () => {
    expect(compose('placed')(order)).toMatchObject({ recipient: '+919812345678', heldBecause: NO_EMAIL });
    const unverified = { ...order, email: 'meena@example.in' };
    expect(compose('placed')(unverified)).toMatchObject({
      recipient: 'meena@example.in',
      heldBecause: UNVERIFIED_ADDRESS,
    });
    expect(compose('placed')({ ...unverified, emailVerified: true })).not.toHaveProperty('heldBecause');
  });
});

describe('a school kit in the notices', () => {
  const kit = {
    _id: 'e'.repeat(24),
    title: "Class 5, St. Xavier's 2026-27",
    school: "St. Xavier's",
    className: 'Class 5',
    kits: 2,
    group: 1,
  };
  const notebook = { bookId: 'd'.repeat(24), title: 'Notebook', coverImage: 'n.webp' };
  const withKit: Order = {
    ...order,
    lines: [
      order.lines[0]!,
      // 18 notebooks, split a paisa apart, and 2 crayon boxes: ₹600.02 for the two kits.
      { ...notebook, price: 30.01, quantity: 2, kit },
      { ...notebook, price: 30, quantity: 16, kit },
      { bookId: 'f'.repeat(24), title: 'Crayon box', price: 30, coverImage: 'k.webp', quantity: 2, kit },
    ],
    totalPrice: 650.02,
  };

  it('when an order holds a kit, then the notice lists it as one group with its items under it, in English and in Hindi', () => {
    const english = compose('placed')({ ...withKit, locale: 'en' });
    expect(english.text).toContain(
      [
        '  Gel Pen × 2  ₹50.00',
        "  Class 5, St. Xavier's kit × 2  ₹600.02",
        '    Notebook × 18',
        '    Crayon box × 2',
      ].join('\n'),
    );
    const hindi = compose('ready')(withKit);
    expect(hindi.text).toContain(
      [
        '  Gel Pen × 2  ₹50.00',
        "  Class 5, St. Xavier's की किट × 2  ₹600.02",
        '    Notebook × 18',
        '    Crayon box × 2',
      ].join('\n'),
    );
  });

  it('when the same kit is ordered as two items, then it is two groups', () => {
    const twice: Order = {
      ...order,
      locale: 'en',
      lines: [
        { ...notebook, price: 30, quantity: 9, kit: { ...kit, kits: 1, group: 0 } },
        { ...notebook, price: 30, quantity: 9, kit: { ...kit, kits: 1, group: 1 } },
      ],
    };
    expect(compose('placed')(twice).text.match(/St\. Xavier's kit × 1 {2}₹270\.00/g)).toHaveLength(2);
  });
});
