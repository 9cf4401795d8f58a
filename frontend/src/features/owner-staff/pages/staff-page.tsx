import { useState } from 'react';
import { PageSection } from '@/components/ui/page-heading';
import { useOwnerT } from '@/i18n/owner';
import { AddMemberForm } from '../components/add-member-form';
import { CounterDevices } from '../components/counter-devices';
import { StaffList } from '../components/staff-list';

/** The owner's Staff page: managers and cashiers with their PINs, and the devices they sign in at. */
export default function StaffPage() {
  const { t } = useOwnerT();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <PageSection title={t('owner.staff.title')} intro={t('owner.staff.intro')} className="space-y-6">
      {notice && (
        <p role="status" className="rounded-md border border-slate-200 bg-white p-3 text-sm font-medium">
          {notice}
        </p>
      )}
      <AddMemberForm />
      <StaffList onNotice={setNotice} />
      <CounterDevices onNotice={setNotice} />
    </PageSection>
  );
}
