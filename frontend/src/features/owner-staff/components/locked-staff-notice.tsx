import { TextLink } from '@/components/ui/text-link';
import { useOwnerT } from '@/i18n/owner';
import { useGetStaffQuery } from '../api';

const CHECK_EVERY_MS = 60_000;

/**
 * Tells the owner, on every screen of theirs, who wrong PINs have locked out and until when: a
 * helper who forgot their PIN, or someone trying PINs at the counter.
 */
export function LockedStaffNotice() {
  const { t, dateTime } = useOwnerT();
  const { data: staff, fulfilledTimeStamp: readAt = 0 } = useGetStaffQuery(undefined, {
    pollingInterval: CHECK_EVERY_MS,
    refetchOnFocus: true,
  });
  // Locked as of the last answer: it is asked again every minute.
  const locked = (staff ?? []).filter(
    (member) => member.active && member.lockedUntil && Date.parse(member.lockedUntil) > readAt,
  );
  if (locked.length === 0) return null;
  return (
    <div
      role="alert"
      className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      {locked.map((member) => (
        <p key={member._id}>
          {t('owner.staff.lockedNotice', { name: member.name, time: dateTime(member.lockedUntil!) })}
        </p>
      ))}
      <TextLink to="/dashboard/staff">{t('owner.staff.lockedNoticeLink')}</TextLink>
    </div>
  );
}
