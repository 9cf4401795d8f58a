import { useState } from 'react';
import type { PurchaseOrder } from '@shop/backend/contract';
import { Button } from '@/components/ui/button';
import { FormProblem } from '@/components/ui/form-field';
import { useOwnerT } from '@/i18n/owner';
import { serverMessage } from '@/lib/fetch-errors';
import { useDownloadPurchaseOrderMutation } from '../orders-api';

/** Sends an order on: the supplier's WhatsApp chat with its text, or its PDF. */
export function OrderSending({ order }: { order: PurchaseOrder }) {
  const { t } = useOwnerT();
  const [download, { isLoading }] = useDownloadPurchaseOrderMutation();
  const [problem, setProblem] = useState<string | null>(null);
  async function savePdf() {
    setProblem(null);
    const result = await download(order);
    if (result.error) setProblem(serverMessage(result.error) ?? t('owner.purchases.unreachable'));
  }
  return (
    <>
      {order.whatsappUrl && (
        <Button
          size="sm"
          label={t('owner.orders.whatsapp')}
          onClick={() => window.open(order.whatsappUrl!, '_blank', 'noopener')}
        >
          <span className="sr-only">: {order.number}</span>
        </Button>
      )}
      <Button
        size="sm"
        variant="secondary"
        label={t('owner.orders.pdf')}
        busy={isLoading}
        onClick={() => void savePdf()}
      >
        <span className="sr-only">: {order.number}</span>
      </Button>
      {problem && <FormProblem>{problem}</FormProblem>}
    </>
  );
}

/** The order just raised: its number, and how to send it. */
export function RaisedOrder({ order, onDone }: { order: PurchaseOrder; onDone: () => void }) {
  const { t } = useOwnerT();
  return (
    <div className="space-y-2 rounded-xl border border-green-200 bg-green-50 p-4">
      <p role="status" className="font-semibold text-green-900">
        {t('owner.orders.raised', { number: order.number, supplier: order.supplier.name })}
      </p>
      {!order.whatsappUrl && <p className="text-sm text-slate-700">{t('owner.orders.noMobile')}</p>}
      <div className="flex flex-wrap items-center gap-2">
        <OrderSending order={order} />
        <Button size="sm" variant="secondary" label={t('owner.orders.done')} onClick={onDone} />
      </div>
    </div>
  );
}
