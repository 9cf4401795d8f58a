/**
 * What the shop owes its suppliers: their posted bills less its payments to them, aged by bill
 * date (first billed, first paid), with what is past the supplier's payment terms.
 */
import {
  ageingOf,
  asPaise,
  daysBetween,
  indiaDay,
  runningStatement,
  sumPaise,
  toPaise,
  toRupees,
  unpaidBills,
  type LedgerLine,
  type Payable,
  type PayablesReport,
  type Supplier,
  type SupplierPayment,
  type SupplierStatement,
  type SupplierStatementEntry,
  type StaffRef,
} from '../contract';
import type { SupplierPaymentBody } from '../contract/schemas';
import { AppError } from '../errors';
import type {
  CounterDayStore,
  PurchaseRecord,
  PurchaseStore,
  SupplierPaymentRecord,
  SupplierStore,
} from '../store/store';

type Line = LedgerLine & Omit<SupplierStatementEntry, 'amount' | 'balance' | 'date'>;

/** A supplier's ledger, oldest first: each posted bill owed, each payment paid. */
function ledgerOf(bills: readonly PurchaseRecord[], payments: readonly SupplierPaymentRecord[]): Line[] {
  const owed: Line[] = bills.map((bill) => ({
    date: bill.billDate,
    amountPaise: asPaise(bill.totals.totalPaise),
    kind: 'bill',
    document: bill.billNumber,
    purchaseId: bill._id,
    paymentId: null,
  }));
  const paid: Line[] = payments.map((payment) => ({
    date: payment.date,
    amountPaise: asPaise(-payment.amountPaise),
    kind: 'payment',
    document: payment.reference,
    purchaseId: null,
    paymentId: payment._id,
  }));
  // A payment made the day of a bill comes after it.
  return [...owed, ...paid].sort((a, b) => a.date.localeCompare(b.date) || (a.kind === 'bill' ? -1 : 1));
}

/** Rupees of unpaid bills older than the supplier's terms allow. */
function overdueOf(lines: readonly Line[], supplier: Supplier, today: string): number {
  const late = unpaidBills(lines).filter((bill) => daysBetween(bill.date, today) > supplier.paymentTermsDays);
  return toRupees(sumPaise(late, (bill) => bill.paise));
}

export function createPayables(deps: {
  purchases: Pick<PurchaseStore, 'recordPayment' | 'paymentsTo' | 'postedBills'>;
  suppliers: Pick<SupplierStore, 'findById'>;
  /** A cash payment from the till is taken out of the open day's drawer. */
  days: Pick<CounterDayStore, 'current' | 'addMovement'>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  async function supplierOf(id: string): Promise<Supplier> {
    const supplier = await deps.suppliers.findById(id);
    if (!supplier) throw new AppError('not_found', 'No such supplier.');
    return supplier;
  }
  const ledger = async (supplierId: string) =>
    ledgerOf(await deps.purchases.postedBills(supplierId), await deps.purchases.paymentsTo(supplierId));

  /** Cash from the till is today's, and there must be a day open to take it from. */
  async function tillCanPay(date: string, at: Date) {
    if (date !== indiaDay(at)) {
      throw new AppError('validation', 'Cash from the till is paid today: leave out the date.', [
        { path: 'date', message: 'a payment from the till is dated today' },
      ]);
    }
    if (!(await deps.days.current())) {
      throw new AppError(
        'conflict',
        'No day is open at the counter: open it first, or record the payment as not from the till.',
      );
    }
  }

  /** The cash out of the drawer, naming the supplier; null if the day closed a moment ago. */
  async function takeFromTill(supplier: Supplier, payment: SupplierPaymentRecord): Promise<string | null> {
    const taken = await deps.days.addMovement({
      type: 'out',
      amountPaise: asPaise(payment.amountPaise),
      reason: `Paid to ${supplier.name}${payment.reference ? ` (${payment.reference})` : ''}`,
      at: payment.at,
      ...(payment.by ? { by: payment.by } : {}),
    });
    return taken.outcome === 'added' ? taken.movement._id : null;
  }

  return {
    /** More than is owed only as an advance; a date after today is refused. */
    async pay(supplierId: string, body: SupplierPaymentBody, by: StaffRef | null): Promise<SupplierPayment> {
      const supplier = await supplierOf(supplierId);
      const at = now();
      const date = body.date ?? indiaDay(at);
      if (date > indiaDay(at)) throw new AppError('validation', 'date cannot be after today.');
      if (body.fromTill) await tillCanPay(date, at);
      const owedPaise = sumPaise(await ledger(supplierId), (line) => line.amountPaise);
      const amountPaise = toPaise(body.amount);
      if (amountPaise > owedPaise && !body.advance) {
        throw new AppError(
          'conflict',
          `${supplier.name} is owed ₹${toRupees(owedPaise).toFixed(2)}; pay more only as an advance.`,
          undefined,
          { balance: toRupees(owedPaise) },
        );
      }
      const record = await deps.purchases.recordPayment({
        supplierId,
        amountPaise,
        method: body.method,
        reference: body.reference ?? null,
        date,
        at,
        by,
      });
      const { _id, method, reference } = record;
      const cashMovementId = body.fromTill ? await takeFromTill(supplier, record) : null;
      return {
        ...{ _id, supplierId, amount: body.amount, method, reference, date, at: at.toISOString(), by },
        balance: toRupees(owedPaise - amountPaise),
        cashMovementId,
      };
    },

    /** From the first of this month to today unless told otherwise. */
    async statement(supplierId: string, range: { from?: string; to?: string }): Promise<SupplierStatement> {
      const supplier = await supplierOf(supplierId);
      const to = range.to ?? indiaDay(now());
      const from = range.from ?? `${to.slice(0, 8)}01`;
      const { openingPaise, within, closingPaise } = runningStatement(await ledger(supplierId), from, to);
      return {
        supplier: { _id: supplier._id, name: supplier.name, gstin: supplier.gstin },
        from,
        to,
        opening: toRupees(openingPaise),
        entries: within.map(({ line, balancePaise }) => ({
          date: line.date,
          kind: line.kind,
          document: line.document,
          amount: toRupees(line.amountPaise),
          balance: toRupees(balancePaise),
          purchaseId: line.purchaseId,
          paymentId: line.paymentId,
        })),
        closing: toRupees(closingPaise),
      };
    },

    /** GET /api/reports/payables: every supplier the shop owes, the longest owed first. */
    async report(): Promise<PayablesReport> {
      const today = indiaDay(now());
      const [bills, payments] = await Promise.all([
        deps.purchases.postedBills(),
        deps.purchases.paymentsTo(),
      ]);
      const ids = new Set([...bills.map((bill) => bill.supplier._id), ...payments.map((p) => p.supplierId)]);
      const rows: Payable[] = [];
      for (const id of ids) {
        const supplier = await deps.suppliers.findById(id);
        const lines = ledgerOf(
          bills.filter((bill) => bill.supplier._id === id),
          payments.filter((payment) => payment.supplierId === id),
        );
        const standing = ageingOf(lines, today);
        if (!supplier || standing.balance <= 0) continue;
        const { _id, name, gstin, phone, paymentTermsDays } = supplier;
        rows.push({
          supplier: { _id, name, gstin, phone, paymentTermsDays },
          ...standing,
          overdue: overdueOf(lines, supplier, today),
        });
      }
      rows.sort(
        (a, b) =>
          (a.oldestDue ?? '').localeCompare(b.oldestDue ?? '') ||
          a.supplier.name.localeCompare(b.supplier.name),
      );
      const sum = (pick: (row: Payable) => number) => toRupees(sumPaise(rows, (row) => toPaise(pick(row))));
      return {
        asOf: today,
        suppliers: rows,
        totals: {
          balance: sum((row) => row.balance),
          overdue: sum((row) => row.overdue),
          days0to30: sum((row) => row.ageing.days0to30),
          days31to60: sum((row) => row.ageing.days31to60),
          days61to90: sum((row) => row.ageing.days61to90),
          over90: sum((row) => row.ageing.over90),
        },
      };
    },
  };
}

export type Payables = ReturnType<typeof createPayables>;
