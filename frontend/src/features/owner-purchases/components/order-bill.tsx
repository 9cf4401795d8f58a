import { indiaDay } from '@shop/backend/contract';
import { QueryState } from '@/components/ui/query-state';
import { useOwnerT } from '@/i18n/owner';
import { billForOrder } from '../bill-draft';
import { useCategoryTax } from '../category-tax';
import { useGetOrderToReceiveQuery } from '../orders-api';
import { BillForm } from './bill-form';

/** The bill for a purchase order's goods: the order's supplier, and a line for what is still due. */
export function OrderBill({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const { t } = useOwnerT();
  const toReceive = useGetOrderToReceiveQuery(orderId);
  const categoryTax = useCategoryTax();
  return (
    <QueryState query={toReceive} error={t('owner.orders.receive.loadFailed')}>
      {({ order, items }) => (
        <BillForm
          onClose={onClose}
          start={{
            draft: billForOrder(order, items, categoryTax, indiaDay(new Date())),
            said: t('owner.orders.receive.intro', { number: order.number, supplier: order.supplier.name }),
          }}
        />
      )}
    </QueryState>
  );
}
