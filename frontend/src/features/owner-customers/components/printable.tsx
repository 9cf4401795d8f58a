import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useOwnerT } from '@/i18n/owner';

/** While it is on screen, printing prints this block alone (a receipt, a statement). */
export function Printable({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  const { t } = useOwnerT();
  return (
    <article
      id={id}
      aria-label={label}
      className="space-y-2 rounded-md bg-slate-50 p-3 ring-1 ring-slate-200"
    >
      <style>{`@media print {
  body * { visibility: hidden !important; }
  #${id}, #${id} * { visibility: visible !important; }
  #${id} { position: absolute; inset: 0 auto auto 0; width: 100%; box-shadow: none; }
  #${id} .no-print { display: none !important; }
}`}</style>
      {children}
      <div className="no-print">
        <Button variant="secondary" label={t('owner.customers.print')} onClick={() => window.print()} />
      </div>
    </article>
  );
}
