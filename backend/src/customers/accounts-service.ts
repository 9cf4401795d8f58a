/**
 * Customers' accounts: payments against them with their receipts, statements, reminders of what
 * is owed and who owes it. The balance is always read from the entries.
 */
import {
  indiaDay,
  seriesOf,
  toPaise,
  toRupees,
  upiLink,
  type AccountReceipt,
  type AccountReminder,
  type AccountStatement,
  type Receivable,
  type ReceivablesReport,
  type Role,
  type ShopCustomer,
  type StaffRef,
} from '../contract';
import type { AccountPaymentBody } from '../contract/schemas';
import type { Config } from '../config';
import { AppError } from '../errors';
import type { AccountEntryRecord, AccountStore, CustomerStore, TaxSettingsStore } from '../store/store';
import { entryView, standingOf, statementOf } from './ledger';
import { reminderText } from './reminder-text';

export interface AccountServiceDeps {
  customers: Pick<CustomerStore, 'findById' | 'markReminded'>;
  accounts: AccountStore;
  taxSettings: Pick<TaxSettingsStore, 'get'>;
  /** A payment opens the counter's day as a sale does: its cash is in that day's drawer. */
  drawer?: { ensureOpen(by: StaffRef): Promise<void> };
  upi: Config['upi'];
  shop: Pick<Config['shop'], 'name' | 'address'>;
  now?: () => Date;
}

/** Who takes a payment: their name goes on it, and only the owner takes an advance. */
export interface Taker extends StaffRef {
  role: Role;
}

const unknownCustomer = () => new AppError('not_found', 'No such customer.');
const rupees = (amount: number) => `₹${amount.toFixed(2)}`;

/** The first of the India month `day` falls in. */
const monthStart = (day: string) => `${day.slice(0, 8)}01`;

/** Entries by customer, each list oldest first as given. */
function byCustomer(entries: readonly AccountEntryRecord[]): Map<string, AccountEntryRecord[]> {
  const groups = new Map<string, AccountEntryRecord[]>();
  for (const entry of entries) {
    const group = groups.get(entry.customerId);
    if (group) group.push(entry);
    else groups.set(entry.customerId, [entry]);
  }
  return groups;
}

export function createAccountService(deps: AccountServiceDeps) {
  const now = deps.now ?? (() => new Date());

  async function customerOf(id: string): Promise<ShopCustomer> {
    const customer = await deps.customers.findById(id);
    if (!customer) throw unknownCustomer();
    return customer;
  }

  const duesLink = (due: number) =>
    deps.upi && due > 0
      ? upiLink({ upiId: deps.upi.id, payeeName: deps.upi.name, amount: due, note: `${deps.shop.name} dues` })
      : undefined;

  /** Every customer who owes something, with how old it is, the longest owed first. */
  async function receivables(): Promise<Receivable[]> {
    const today = indiaDay(now());
    const groups = byCustomer(await deps.accounts.openEntries());
    const rows = await Promise.all(
      [...groups].map(async ([customerId, entries]): Promise<Receivable | null> => {
        const standing = standingOf(entries, today);
        const customer = await deps.customers.findById(customerId);
        if (!customer || standing.balance <= 0) return null;
        const { _id, name, phone, gstin } = customer;
        return { customer: { _id, name, phone, gstin }, ...standing, remindedAt: customer.remindedAt };
      }),
    );
    return rows
      .filter((row): row is Receivable => row !== null)
      .sort(
        (a, b) =>
          (a.oldestDue ?? '').localeCompare(b.oldestDue ?? '') ||
          a.customer.name.localeCompare(b.customer.name),
      );
  }

  return {
    /** Customers as listed, each with what they owe. */
    async withBalances<C extends ShopCustomer>(customers: C[]): Promise<(C & { balance: number })[]> {
      const balances = await deps.accounts.balances(customers.map((customer) => customer._id));
      return customers.map((customer) => ({
        ...customer,
        balance: toRupees(balances.get(customer._id) ?? toPaise(0)),
      }));
    },

    /** The customer's last entries, newest first, and their standing today. */
    async account(id: string) {
      const customer = await customerOf(id);
      const entries = await deps.accounts.entriesOf(id);
      return {
        customer,
        ...standingOf(entries, indiaDay(now())),
        entries: entries.slice(-50).reverse().map(entryView),
      };
    },

    async takePayment(taker: Taker, id: string, body: AccountPaymentBody): Promise<AccountReceipt> {
      const customer = await customerOf(id);
      const advance = body.advance ?? false;
      if (advance && taker.role !== 'owner') {
        throw new AppError('forbidden', 'Only the owner may take more than is owed as an advance.');
      }
      const at = now();
      const { invoicePrefix } = await deps.taxSettings.get();
      const by = { id: taker.id, name: taker.name };
      await deps.drawer?.ensureOpen(by);
      const result = await deps.accounts.takePayment({
        customerId: id,
        amountPaise: toPaise(body.amount),
        method: body.method,
        reference: body.reference,
        note: body.note ?? null,
        advance,
        series: seriesOf(invoicePrefix, 'receipt-voucher', at),
        by,
      });
      if (result.outcome === 'not_found') throw unknownCustomer();
      if (result.outcome === 'over_balance') {
        const owed = toRupees(result.balancePaise);
        throw new AppError(
          'conflict',
          `${customer.name} owes ${rupees(owed)}: a payment of ${rupees(body.amount)} is more than that. ` +
            'Only the owner may take the rest as an advance.',
        );
      }
      const { entry } = result;
      return {
        number: entry.document!,
        customer: { _id: customer._id, name: customer.name, phone: customer.phone },
        amount: body.amount,
        method: body.method,
        reference: entry.reference,
        note: entry.note,
        at: entry.at.toISOString(),
        balance: toRupees(result.balancePaise),
        by: entry.by,
      };
    },

    /** From the first of this month to today unless told otherwise. */
    async statement(id: string, range: { from?: string; to?: string }): Promise<AccountStatement> {
      const customer = await customerOf(id);
      const to = range.to ?? indiaDay(now());
      const from = range.from ?? monthStart(to);
      const figures = statementOf(await deps.accounts.entriesOf(id), from, to);
      const upiLink = duesLink(figures.closing);
      const settings = await deps.taxSettings.get();
      const { _id, name, phone, gstin, language } = customer;
      return {
        shop: {
          name: settings.legalName.trim() || deps.shop.name,
          address: deps.shop.address,
          gstin: settings.gstin,
        },
        customer: { _id, name, phone, gstin, language },
        from,
        to,
        ...figures,
        ...(upiLink ? { upiLink } : {}),
      };
    },

    /** The WhatsApp message of what is owed, in the customer's language; its sending is kept. */
    async remind(id: string): Promise<AccountReminder> {
      const customer = await customerOf(id);
      const standing = standingOf(await deps.accounts.entriesOf(id), indiaDay(now()));
      if (standing.balance <= 0) throw new AppError('conflict', `${customer.name} owes nothing.`);
      const text = reminderText(customer, {
        shopName: deps.shop.name,
        due: standing.balance,
        oldestDue: standing.oldestDue,
        upiLink: duesLink(standing.balance),
      });
      const number = customer.phone.replace(/\D/g, '');
      await deps.customers.markReminded(id, now());
      return {
        url: `https://wa.me/${number}?text=${encodeURIComponent(text)}`,
        text,
        due: standing.balance,
        oldestDue: standing.oldestDue,
      };
    },

    receivables,

    /** GET /api/reports/receivables: each customer's ageing and the shop's totals. */
    async receivablesReport(): Promise<ReceivablesReport> {
      const customers = await receivables();
      const sum = (pick: (row: Receivable) => number) =>
        toRupees(customers.reduce((total, row) => total + toPaise(pick(row)), 0));
      return {
        asOf: indiaDay(now()),
        customers,
        totals: {
          balance: sum((row) => row.balance),
          days0to30: sum((row) => row.ageing.days0to30),
          days31to60: sum((row) => row.ageing.days31to60),
          days61to90: sum((row) => row.ageing.days61to90),
          over90: sum((row) => row.ageing.over90),
        },
      };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
