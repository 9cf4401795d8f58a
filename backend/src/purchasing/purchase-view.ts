import { toRupees, type Purchase } from '../contract';
import type { PurchaseRecord } from '../store/store';

/** A purchase as the API answers it: rupees and ISO times, without what the store keeps for itself. */
export function purchaseView(record: PurchaseRecord): Purchase {
  const { totals } = record;
  return {
    _id: record._id,
    supplier: record.supplier,
    billNumber: record.billNumber,
    billDate: record.billDate,
    financialYear: record.financialYear,
    interState: record.interState,
    lines: record.lines.map((line) => ({
      productId: line.productId,
      title: line.title,
      quantity: line.quantity,
      unit: line.unit,
      hsn: line.hsn,
      gstRate: line.gstRate,
      unitCost: toRupees(line.unitCostPaise),
      taxable: toRupees(line.taxablePaise),
      cgst: toRupees(line.cgstPaise),
      sgst: toRupees(line.sgstPaise),
      igst: toRupees(line.igstPaise),
      amount: toRupees(line.amountPaise),
    })),
    totals: {
      taxable: toRupees(totals.taxablePaise),
      cgst: toRupees(totals.cgstPaise),
      sgst: toRupees(totals.sgstPaise),
      igst: toRupees(totals.igstPaise),
      itc: toRupees(totals.itcPaise),
      otherCharges: toRupees(totals.otherChargesPaise),
      roundOff: toRupees(totals.roundOffPaise),
      total: toRupees(totals.totalPaise),
    },
    status: record.status,
    purchaseOrderId: record.purchaseOrderId,
    at: record.at.toISOString(),
    by: record.by,
    cancelledAt: record.cancelledAt?.toISOString() ?? null,
    cancelledBy: record.cancelledBy,
  };
}
