import { PageSection } from '@/components/ui/page-heading';
import { useOwnerT } from '@/i18n/owner';
import { SupplierList } from '../components/supplier-list';

/** Suppliers and their GST bills, for a manager or the owner. */
export default function PurchasesPage() {
  const { t } = useOwnerT();
  return (
    <PageSection title={t('owner.purchases.title')} intro={t('owner.purchases.intro')} className="space-y-8">
      <SupplierList />
    </PageSection>
  );
}
