import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { PageSection } from '@/components/ui/page-heading';
import { useOwnerT } from '@/i18n/owner';
import { signedInMay } from '@/lib/session-role';
import { BillForm } from '../components/bill-form';
import { BillList } from '../components/bill-list';
import { OrderBill } from '../components/order-bill';
import { MarginReport } from '../components/margin-report';
import { PayablesReport } from '../components/payables-report';
import { ReportDownloads } from '../components/report-downloads';
import { StockValueReport } from '../components/stock-value-report';
import { SupplierList } from '../components/supplier-list';

/** Suppliers and their GST bills, for a manager or the owner; the purchase reports for the owner. */
export default function PurchasesPage() {
  const { t } = useOwnerT();
  const [entering, setEntering] = useState(false);
  // Opened from the Reorder screen's Receive goods: the bill for that order's goods.
  const [params, setParams] = useSearchParams();
  const orderId = params.get('order');
  return (
    <PageSection title={t('owner.purchases.title')} intro={t('owner.purchases.intro')} className="space-y-8">
      {orderId ? (
        <OrderBill key={orderId} orderId={orderId} onClose={() => setParams({})} />
      ) : entering ? (
        <BillForm onClose={() => setEntering(false)} />
      ) : (
        <Button label={t('owner.purchases.bill.new')} onClick={() => setEntering(true)} />
      )}
      <BillList />
      <SupplierList />
      {signedInMay('owner') && (
        <>
          <PayablesReport />
          <MarginReport />
          <StockValueReport />
          <ReportDownloads />
        </>
      )}
    </PageSection>
  );
}
