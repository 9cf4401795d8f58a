import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useOwnerT } from '@/i18n/owner';
import type { CounterLockState } from '../counter-lock';
import { PinSignInForm } from './pin-sign-in-form';

interface CounterLockDialogProps extends CounterLockState {
  onOpened: (staffId: string) => void;
  onCancel: () => void;
}

/**
 * Over the whole counter, in the top layer: the screen under it keeps its sale. Locked, it opens
 * with the member's own PIN (or, after "Someone else", any member's); switching can be cancelled.
 */
export function CounterLockDialog({ mode, staffId, onOpened, onCancel }: CounterLockDialogProps) {
  const { t } = useOwnerT();
  const ref = useRef<HTMLDialogElement>(null);
  const [anyone, setAnyone] = useState(mode === 'switch' || !staffId);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby="counter-lock-title"
      onCancel={(event) => {
        event.preventDefault();
        if (mode === 'switch') onCancel();
      }}
      className="m-auto w-[min(26rem,calc(100vw-2rem))] rounded-xl p-6 shadow-xl backdrop:bg-slate-900/80"
    >
      <h2 id="counter-lock-title" className="mb-1 text-lg font-bold text-slate-900">
        {mode === 'switch' ? t('owner.session.lock.switchTitle') : t('owner.session.lock.title')}
      </h2>
      <p className="mb-4 text-sm text-slate-600">
        {mode === 'switch' ? t('owner.session.lock.switchIntro') : t('owner.session.lock.intro')}
      </p>
      <PinSignInForm
        key={anyone ? 'anyone' : 'same'}
        who={(staff) => (anyone ? staff : staff.filter((member) => member._id === staffId))}
        submitLabel={t('owner.session.lock.open')}
        onSignedIn={(_session, signedIn) => onOpened(signedIn)}
      />
      <div className="mt-4 flex gap-3">
        {!anyone && (
          <Button
            variant="secondary"
            label={t('owner.session.lock.someoneElse')}
            onClick={() => setAnyone(true)}
          />
        )}
        {mode === 'switch' && (
          <Button variant="secondary" label={t('owner.session.lock.cancel')} onClick={onCancel} />
        )}
      </div>
    </dialog>
  );
}
