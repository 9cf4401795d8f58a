import { useState, type FormEvent } from 'react';
import type { CounterStaffEntry, PinSession } from '@shop/backend/contract';
import { FormProblem, PinField, RadioField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { useOwnerT } from '@/i18n/owner';
import { serverMessage } from '@/lib/fetch-errors';
import { useGetCounterStaffQuery, usePinSignInMutation } from '../api';
import { startStaffSession } from '../staff-session';

interface PinSignInFormProps {
  /** Called once the session is stored. */
  onSignedIn: (session: PinSession, staffId: string) => void;
  /** Only this member may sign in (a locked counter opens for its cashier, or is switched). */
  who?: (staff: CounterStaffEntry[]) => CounterStaffEntry[];
  submitLabel?: string;
}

/** Choose your name, type your PIN: how staff sign in at a device the owner opened as a counter. */
export function PinSignInForm({ onSignedIn, who = (staff) => staff, submitLabel }: PinSignInFormProps) {
  const { t } = useOwnerT();
  const staff = useGetCounterStaffQuery();
  return (
    <QueryState
      query={staff}
      error={t('owner.session.pin.staffUnavailable')}
      empty={t('owner.session.pin.noStaff')}
      isEmpty={(list) => who(list).length === 0}
    >
      {(list) => (
        <PinForm
          staff={who(list)}
          onSignedIn={onSignedIn}
          submitLabel={submitLabel ?? t('owner.session.pin.signIn')}
        />
      )}
    </QueryState>
  );
}

function PinForm({
  staff,
  onSignedIn,
  submitLabel,
}: {
  staff: CounterStaffEntry[];
  onSignedIn: (session: PinSession, staffId: string) => void;
  submitLabel: string;
}) {
  const { t } = useOwnerT();
  const [staffId, setStaffId] = useState<string | undefined>(staff.length === 1 ? staff[0]!._id : undefined);
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [signIn, { isLoading }] = usePinSignInMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!staffId) return setProblem(t('owner.session.pin.chooseName'));
    if (!pin) return setProblem(t('owner.session.pin.pinNeeded'));
    setProblem(null);
    const result = await signIn({ staffId, pin });
    if (result.error) {
      setPin('');
      return setProblem(serverMessage(result.error) ?? t('owner.session.unreachable'));
    }
    startStaffSession(result.data);
    onSignedIn(result.data, staffId);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <RadioField
        id="pin-staff"
        name="pin-staff"
        label={t('owner.session.pin.who')}
        options={staff.map((member) => ({
          value: member._id,
          label: `${member.name} (${t(`owner.staff.role.${member.role}`)})`,
        }))}
        value={staffId}
        onChange={setStaffId}
      />
      <PinField id="pin-code" label={t('owner.session.pin.pin')} value={pin} onChange={setPin} />
      {problem && <FormProblem>{problem}</FormProblem>}
      <SubmitButton busy={isLoading} label={submitLabel} />
    </form>
  );
}
