import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';

/** A cart line's Remove, named for screen readers by the line's title (`describedBy`). */
export function RemoveLineButton({ describedBy, onClick }: { describedBy: string; onClick: () => void }) {
  const { t } = useT();
  return (
    <Button
      variant="link"
      size="none"
      className="min-h-11 px-2 hover:text-red-700"
      label={t('cart.remove')}
      aria-describedby={describedBy}
      onClick={onClick}
    />
  );
}
