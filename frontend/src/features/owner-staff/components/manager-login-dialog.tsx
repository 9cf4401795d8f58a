import { useState } from 'react';
import { STAFF_PASSWORD_MIN, STAFF_USERNAME_PATTERN, type StaffMember } from '@shop/backend/contract';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { useOwnerT } from '@/i18n/owner';
import { serverMessage } from '@/lib/fetch-errors';
import { useRemoveStaffLoginMutation, useSetStaffLoginMutation } from '../api';

interface Problems {
  username?: string;
  password?: string;
  form?: string;
}

/**
 * The owner gives a manager a username and password for the dashboard away from the counter, a
 * new password, or takes the login away. Says what happened through `onDone`, or null on cancel.
 */
export function ManagerLoginDialog({
  member,
  onDone,
}: {
  member: StaffMember;
  onDone: (notice: string | null) => void;
}) {
  const { t } = useOwnerT();
  const [username, setUsername] = useState(member.username ?? '');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [setLogin, setting] = useSetStaffLoginMutation();
  const [removeLogin, removing] = useRemoveStaffLoginMutation();
  const busy = setting.isLoading || removing.isLoading;

  async function submit() {
    if (busy) return;
    const typed = username.trim().toLowerCase();
    const found: Problems = {
      ...(STAFF_USERNAME_PATTERN.test(typed) ? {} : { username: t('owner.staff.login.usernameRule') }),
      ...(password.length >= STAFF_PASSWORD_MIN ? {} : { password: t('owner.staff.login.passwordRule') }),
    };
    setProblems(found);
    if (found.username || found.password) return;
    const result = await setLogin({ id: member._id, username: typed, password });
    if (result.error) {
      return setProblems({ form: serverMessage(result.error) ?? t('owner.staff.unreachable') });
    }
    onDone(t('owner.staff.login.set', { name: member.name, username: typed }));
  }

  async function remove() {
    if (busy) return;
    const result = await removeLogin(member._id);
    if (result.error) {
      return setProblems({ form: serverMessage(result.error) ?? t('owner.staff.unreachable') });
    }
    onDone(t('owner.staff.login.removed', { name: member.name }));
  }

  return (
    <FormDialog
      title={t('owner.staff.login.title', { name: member.name })}
      description={t('owner.staff.login.intro')}
      submitLabel={t('owner.staff.login.submit')}
      cancelLabel={t('owner.staff.cancel')}
      onSubmit={() => void submit()}
      onCancel={() => onDone(null)}
    >
      <FormField
        id="manager-username"
        label={t('owner.staff.login.username')}
        hint={t('owner.staff.login.usernameRule')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={problems.username}
      />
      <FormField
        id="manager-password"
        label={t('owner.staff.login.password')}
        hint={t('owner.staff.login.passwordRule')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={problems.password}
      />
      {problems.form && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problems.form}
        </p>
      )}
      {member.username && (
        <Button
          type="button"
          variant="dangerOutline"
          label={t('owner.staff.login.remove')}
          onClick={() => void remove()}
        />
      )}
    </FormDialog>
  );
}
