/** What a printed statement says, in the customer's language. */
import type { AccountEntry, Language, PaymentMethod } from '../contract';

export interface StatementWords {
  title: string;
  period: (from: string, to: string) => string;
  to: string;
  phone: string;
  columns: { date: string; particulars: string; debit: string; credit: string; balance: string };
  opening: string;
  closing: string;
  entry: (entry: AccountEntry) => string;
  noEntries: string;
  due: (amount: string) => string;
  advance: (amount: string) => string;
  nothingDue: string;
  scanToPay: (amount: string) => string;
  upiId: (id: string) => string;
  computerMade: string;
  page: (page: number, pages: number) => string;
}

const EN_METHODS: Record<PaymentMethod, string> = { cash: 'cash', upi: 'UPI', card: 'card' };
const HI_METHODS: Record<PaymentMethod, string> = { cash: 'नकद', upi: 'UPI', card: 'कार्ड' };

/** "Bill SB/26-27/00012", "Payment (UPI) SB/RV26-27/00003 · ref 4471": what the line stands for. */
function particulars(
  names: Record<AccountEntry['kind'], string>,
  methods: Record<PaymentMethod, string>,
  refWord: string,
) {
  return (entry: AccountEntry) => {
    const how = entry.method ? ` (${methods[entry.method]})` : '';
    const document = entry.document ? ` ${entry.document}` : '';
    const reference = entry.reference ? ` · ${refWord} ${entry.reference}` : '';
    const note = entry.note ? ` · ${entry.note}` : '';
    return `${names[entry.kind]}${how}${document}${reference}${note}`;
  };
}

export const STATEMENT_WORDS: Record<Language, StatementWords> = {
  en: {
    title: 'Statement of account',
    period: (from, to) => `From ${from} to ${to}`,
    to: 'Customer',
    phone: 'Phone',
    columns: {
      date: 'Date',
      particulars: 'Particulars',
      debit: 'Debit (₹)',
      credit: 'Credit (₹)',
      balance: 'Balance (₹)',
    },
    opening: 'Opening balance',
    closing: 'Closing balance',
    entry: particulars(
      { sale: 'Bill', void: 'Bill voided', return: 'Goods returned', payment: 'Payment received' },
      EN_METHODS,
      'ref',
    ),
    noEntries: 'Nothing was bought or paid in this period.',
    due: (amount) => `Amount due: ${amount}`,
    advance: (amount) => `Paid in advance: ${amount}`,
    nothingDue: 'Nothing is due. Thank you!',
    scanToPay: (amount) => `Scan with any UPI app to pay ${amount}`,
    upiId: (id) => `UPI ID: ${id}`,
    computerMade: 'This is a computer-generated statement.',
    page: (page, pages) => `page ${page} of ${pages}`,
  },
  hi: {
    title: 'खाते का विवरण',
    period: (from, to) => `${from} से ${to} तक`,
    to: 'ग्राहक',
    phone: 'फ़ोन',
    columns: {
      date: 'तारीख',
      particulars: 'विवरण',
      debit: 'नामे (₹)',
      credit: 'जमा (₹)',
      balance: 'शेष (₹)',
    },
    opening: 'पिछला शेष',
    closing: 'अंतिम शेष',
    entry: particulars(
      { sale: 'बिल', void: 'बिल रद्द', return: 'माल वापसी', payment: 'भुगतान प्राप्त' },
      HI_METHODS,
      'संदर्भ',
    ),
    noEntries: 'इस अवधि में न कोई ख़रीद हुई, न भुगतान।',
    due: (amount) => `देय राशि: ${amount}`,
    advance: (amount) => `अग्रिम जमा: ${amount}`,
    nothingDue: 'कोई बकाया नहीं है। धन्यवाद!',
    scanToPay: (amount) => `${amount} चुकाने के लिए किसी भी UPI ऐप से स्कैन करें`,
    upiId: (id) => `UPI आईडी: ${id}`,
    computerMade: 'यह कंप्यूटर से बना विवरण है।',
    page: (page, pages) => `पृष्ठ ${page} / ${pages}`,
  },
};
