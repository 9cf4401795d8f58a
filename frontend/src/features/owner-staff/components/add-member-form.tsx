import { useState, type FormEvent } from 'react';
import { STAFF_NAME_MAX, STAFF_PIN_PATTERN, STAFF_ROLES, type StaffRole } from '@shop/backend/contract';
import { Panel } from '@/components/ui/panel';
import { FormProblem, PinField, SelectField, TextField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/button';
import { useOwnerT } from '@/i18n/owner';
import { serverMessage } from '@/lib/fetch-errors';
import { useAddStaffMutation } from '../api';

/** A new manager or cashier: a name, a role and the PIN they will sign in with at the counter. */
export function AddMemberForm() {
  const { t } = useOwnerT();
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('cashier');
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [addStaff, { isLoading }] = useAddStaffMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    if (!name.trim()) return setProblem(t('owner.staff.add.nameNeeded'));
    if (!STAFF_PIN_PATTERN.test(pin)) return setProblem(t('owner.staff.pinRule'));
    setProblem(null);
    const result = await addStaff({ name: name.trim(), role, pin });
    if (result.error) {
      return setProblem(serverMessage(result.error) ?? t('owner.staff.unreachable'));
    }
    setDone(t('owner.staff.add.done', { name: result.data.name }));
    setName('');
    setPin('');
  }

  return (
    <Panel heading={t('owner.staff.add.heading')}>
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4 sm:grid-cols-3">
        <TextField
          id="staff-name"
          label={t('owner.staff.name')}
          maxLength={STAFF_NAME_MAX}
          autoComplete="off"
          value={name}
          onChange={setName}
        />
        <SelectField
          id="staff-role"
          label={t('owner.staff.role')}
          value={role}
          onChange={(event) => setRole(event.target.value as StaffRole)}
          options={STAFF_ROLES.map((value) => ({ value, label: t(`owner.staff.role.${value}`) }))}
        />
        <PinField
          id="staff-pin"
          label={t('owner.staff.pin')}
          hint={t('owner.staff.pinRule')}
          value={pin}
          onChange={setPin}
        />
        <div className="sm:col-span-3">
          {problem && <FormProblem>{problem}</FormProblem>}
          {done && (
            <p role="status" className="mb-3 text-sm font-medium text-green-800">
              {done}
            </p>
          )}
          <SubmitButton busy={isLoading} label={t('owner.staff.add.submit')} />
        </div>
      </form>
    </Panel>
  );
}
