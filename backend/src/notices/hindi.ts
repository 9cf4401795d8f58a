/**
 * The notices in Hindi, for orders placed in Hindi: as a shopkeeper writes to a customer, not
 * word for word from the English. Amounts as everywhere (₹1,23,456.00), dates with Hindi month
 * names on India's calendar.
 */
import {
  bagLabel,
  formatRupees,
  isPrintLine,
  type PrintBinding,
  type PrintColour,
  type PrintOptions,
  type PrintSides,
  type OrderLine,
  type SaleInvoiceKind,
} from '../contract';
import type { Order } from '../store/store';
import { noticeEntries, type KitGroup } from './line-groups';
import type { NoticeWording } from './wording';

/** The shop's hours (contract STORE_HOURS) in Hindi: change both together. */
export const STORE_HOURS_HINDI = 'सोमवार से शनिवार, सुबह 9 से रात 8 बजे तक; रविवार बंद';

const COLOURS: Record<PrintColour, string> = { bw: 'ब्लैक एंड व्हाइट', colour: 'कलर' };
const SIDES: Record<PrintSides, string> = { single: 'एक तरफ़', double: 'दोनों तरफ़' };
const BINDINGS: Record<PrintBinding, string> = {
  none: 'बिना बाइंडिंग',
  staple: 'स्टेपल',
  spiral: 'स्पाइरल बाइंडिंग',
};

const BILL_NAMES: Record<SaleInvoiceKind, string> = {
  'tax-invoice': 'टैक्स इनवॉइस',
  'bill-of-supply': 'बिल ऑफ़ सप्लाई',
  receipt: 'रसीद',
};

const printOptions = (options: PrintOptions): string => {
  const range = options.range.trim();
  return [
    COLOURS[options.colour],
    SIDES[options.sides],
    `${options.copies} कॉपी`,
    range ? `पेज ${range}` : 'सभी पेज',
    BINDINGS[options.binding],
  ].join(', ');
};

const kitGroup = ({ kit, amount, items }: KitGroup) =>
  [
    `  ${bagLabel(kit)} की किट × ${kit.kits}  ${formatRupees(amount)}`,
    ...items.map((item) => `    ${item.title} × ${item.quantity}`),
  ].join('\n');

const lineText = (line: OrderLine) =>
  isPrintLine(line)
    ? `  प्रिंट: ${line.title} (${printOptions(line.printJob)})  ${formatRupees(line.price)}`
    : `  ${line.title} × ${line.quantity}  ${formatRupees(line.price * line.quantity)}`;

const lineList = (order: Order) =>
  noticeEntries(order.lines)
    .map((entry) => ('group' in entry ? kitGroup(entry.group) : lineText(entry.line)))
    .join('\n');

const INDIA_DAY = new Intl.DateTimeFormat('hi-IN', {
  day: 'numeric',
  month: 'long',
  timeZone: 'Asia/Kolkata',
});
const CALENDAR_DATE = new Intl.DateTimeFormat('hi-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The India day of an instant: '25 नवंबर'. */
const holdDay = (iso: string) => INDIA_DAY.format(new Date(iso));
/** A bill's date (YYYY-MM-DD, already India's): '25 नवंबर 2026'. */
const billDate = (day: string) => CALENDAR_DATE.format(new Date(`${day}T00:00:00Z`));

export const hindi: NoticeWording = {
  greeting: (name) => `नमस्ते ${name} जी,`,
  signature: (shop) => `${shop.name}\n${shop.address}\n${STORE_HOURS_HINDI}\n${shop.phone}`,
  words: {
    placed: (order, { shop }) => ({
      subject: `ऑर्डर ${order.pickupCode} मिल गया - ${shop.name}`,
      body: [
        `ऑर्डर के लिए धन्यवाद। आपका पिकअप कोड ${order.pickupCode} है।`,
        lineList(order),
        `कुल: ${formatRupees(order.totalPrice)}, सामान लेते समय काउंटर पर ही भुगतान करें।`,
        'ऑर्डर तैयार होते ही हम आपको फिर से बताएँगे।',
      ].join('\n\n'),
    }),
    ready: (order, { shop, upiLink }) => ({
      subject: `ऑर्डर ${order.pickupCode} तैयार है, आकर ले जाएँ - ${shop.name}`,
      body: [
        `आपका ऑर्डर तैयार है। काउंटर पर कोड ${order.pickupCode} दिखाएँ।`,
        order.holdUntil ? `हम इसे ${holdDay(order.holdUntil)} तक आपके लिए रखेंगे।` : '',
        lineList(order),
        `भुगतान: ${formatRupees(order.totalPrice)} (काउंटर पर कैश, UPI या कार्ड से)।`,
        upiLink ? `आने से पहले UPI से भुगतान करना हो तो: ${upiLink}` : '',
      ]
        .filter(Boolean)
        .join('\n\n'),
    }),
    collected: (order, { shop }) => {
      const bill = order.invoice;
      const ordersPage = shop.url
        ? `इसे अपने ऑर्डर वाले पेज से डाउनलोड करें: ${shop.url}/orders`
        : 'इसे हमारी वेबसाइट पर अपने ऑर्डर वाले पेज से डाउनलोड करें।';
      return {
        subject: bill
          ? `ऑर्डर ${order.pickupCode} का बिल ${bill.number} - ${shop.name}`
          : `ऑर्डर ${order.pickupCode} आपको दे दिया गया - ${shop.name}`,
        body: [
          `ऑर्डर ${order.pickupCode} ले जाने के लिए धन्यवाद।`,
          lineList(order),
          `भुगतान हो गया: ${formatRupees(order.totalPrice)}।`,
          bill
            ? `आपका ${BILL_NAMES[bill.kind]} नंबर ${bill.number} है, ${billDate(bill.date)} का। ${ordersPage}`
            : '',
        ]
          .filter(Boolean)
          .join('\n\n'),
      };
    },
    cancelled: (order, { shop }) => ({
      subject: `ऑर्डर ${order.pickupCode} रद्द हो गया - ${shop.name}`,
      body: [
        `आपका ऑर्डर ${order.pickupCode} रद्द कर दिया गया है। आपको कुछ भी भुगतान नहीं करना है।`,
        lineList(order),
        'अगर आपने यह नहीं चाहा था, तो हमें फ़ोन करें या दुकान पर आएँ, हम मदद करेंगे।',
      ].join('\n\n'),
    }),
  },
};
