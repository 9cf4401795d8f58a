import { PageSection } from '@/components/ui/page-heading';
import { useOwnerT } from '@/i18n/owner';
import { AddCustomerForm } from '../components/add-customer-form';
import { CustomerList } from '../components/customer-list';
import { DuesList } from '../components/dues-list';
import { signedInMay } from '@/lib/session-role';

/** The customers the shop knows by phone: regulars, schools and coaching classes. */
export default function CustomersPage() {
  const { t } = useOwnerT();
  return (
    <PageSection title={t('owner.customers.title')} intro={t('owner.customers.intro')} className="space-y-6">
      <CustomerList />
      {signedInMay('drawer') && <DuesList />}
      <AddCustomerForm />
    </PageSection>
  );
}
