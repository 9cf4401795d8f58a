import { Suspense, useReducer } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Button, IconButton } from '@/components/ui/button';
import { ScreenErrorBoundary } from '@/components/screen-error-boundary';
import { Loading } from '@/components/status';
import { mayDo, type Role } from '@shop/backend/contract';
import { isAdminTokenValid, readAdminToken } from '@/lib/admin-session';
import { roleOf } from '@/lib/session-role';
import {
  ADMIN_LOGIN_PATH,
  adminOwner,
  CounterLockDialog,
  useCounterLock,
  useAdminSession,
  type AdminOwner,
  type ReturnTo,
} from '@/features/owner-session';
import { LogoutIcon } from '@/components/owner-icons';
import { LockedStaffNotice } from '@/features/owner-staff';
import { useOwnerT } from '@/i18n/owner';
import { DashboardNav, MenuButton, rightFor, useDashboardMenu } from './dashboard-nav';
import { NavigationProgress, SkipLink } from './root-layout';

/** Every /dashboard route: only with an unexpired owner token, inside the owner's shell. */
export default function DashboardLayout() {
  const { pathname, search } = useLocation();
  // A PIN at the counter's lock replaces the token: drawn again, for whoever signed in.
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const token = readAdminToken();
  if (token && !isAdminTokenValid(token)) return <ExpiredSession />;
  if (!isAdminTokenValid(token)) {
    const returnTo: ReturnTo = { from: pathname + search };
    return <Navigate to={ADMIN_LOGIN_PATH} state={returnTo} replace />;
  }
  return <DashboardShell owner={adminOwner(token)} role={roleOf(token)} onSessionChanged={rerender} />;
}

/** A token that expired while the page was closed ends the session as one expiring in view does. */
function ExpiredSession() {
  useAdminSession();
  return null;
}

/**
 * One grid, two arrangements: below 1024 px a dark top bar (menu button, brand, owner) with the
 * menu as a panel under it while open; from 1024 px the brand and menu form a sidebar and the
 * owner sits in a white header. The menu comes before the owner's bar in the page, so the
 * keyboard goes from the menu button into the menu it opened.
 *
 * The sidebar is as tall as the grid, so the grid must be as tall as the page. In-flow content
 * grows it, but an absolutely placed element (a screen-reader-only block near the end of a page)
 * would lengthen the page below it and leave the sidebar short. The grid is therefore their
 * containing block and clips them vertically; `clip`, unlike `hidden`, keeps the page the one
 * scroller, so the sidebar's sticky links still work.
 */
function DashboardShell({
  owner,
  role,
  onSessionChanged,
}: {
  owner: AdminOwner;
  role: Role;
  onSessionChanged: () => void;
}) {
  const { t } = useOwnerT();
  const { pathname } = useLocation();
  const { logout } = useAdminSession();
  const { open, toggle, close, button } = useDashboardMenu();
  const lock = useCounterLock(role, onSessionChanged);
  return (
    <div className="relative grid min-h-screen grid-cols-[minmax(0,1fr)_auto] grid-rows-[auto_auto_1fr] overflow-y-clip bg-slate-100 lg:grid-cols-[16rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr]">
      <SkipLink to="dashboard-main" label={t('owner.layout.skipToContent')} />
      <NavigationProgress />
      <div className="col-start-1 row-start-1 flex min-h-16 min-w-0 items-center gap-2 bg-slate-900 px-2 text-white sm:px-4 lg:border-b lg:border-slate-800 lg:px-6">
        <MenuButton open={open} onToggle={toggle} buttonRef={button} />
        <div className="min-w-0">
          <p className="text-lg leading-tight font-bold">{t('owner.layout.title')}</p>
          <p className="text-xs tracking-wide text-slate-400 uppercase">{t('owner.layout.subtitle')}</p>
        </div>
      </div>
      <DashboardNav open={open} onFollow={close} role={role} />
      <OwnerBar
        owner={owner}
        role={role}
        onLogout={logout}
        onSwitch={lock.atCounter ? lock.switchCashier : undefined}
      />
      {lock.shown && <CounterLockDialog {...lock.shown} onOpened={lock.opened} onCancel={lock.cancel} />}
      <main
        id="dashboard-main"
        tabIndex={-1}
        className="col-span-2 col-start-1 row-start-3 min-w-0 px-4 py-6 focus:outline-none sm:px-6 lg:col-span-1 lg:col-start-2 lg:row-start-2 lg:px-8 lg:py-8"
      >
        <div className="mx-auto max-w-6xl">
          <ScreenErrorBoundary>
            {role === 'owner' && <LockedStaffNotice />}
            {mayDo(role, rightFor(pathname)) ? (
              <Suspense fallback={<Loading />}>
                <Outlet />
              </Suspense>
            ) : (
              <NotYours role={role} />
            )}
          </ScreenErrorBoundary>
        </div>
      </main>
    </div>
  );
}

/** A screen the signed-in role may not use, reached by its address: said, never half drawn. */
function NotYours({ role }: { role: Role }) {
  const { t } = useOwnerT();
  return (
    <p role="alert" className="rounded-md border border-amber-200 bg-amber-50 p-4 text-amber-900">
      {role === 'cashier' ? t('owner.layout.needsManager') : t('owner.layout.needsOwner')}
    </p>
  );
}

interface OwnerBarProps {
  owner: AdminOwner;
  role: Role;
  onLogout: () => void;
  /** On a counter device: hands the counter to another member, who signs in with their PIN. */
  onSwitch?: () => void;
}

function OwnerBar({ owner, role, onLogout, onSwitch }: OwnerBarProps) {
  const { t } = useOwnerT();
  return (
    <header className="col-start-2 row-start-1 flex min-h-16 items-center justify-end gap-3 bg-slate-900 px-4 text-white lg:border-b lg:border-slate-200 lg:bg-white lg:px-8 lg:text-slate-900">
      <div className="sr-only text-right sm:not-sr-only">
        <p className="max-w-[14rem] truncate text-sm font-semibold">{owner.name}</p>
        <p className="text-xs text-slate-400 lg:text-slate-500">
          {role === 'owner' ? t('owner.layout.ownerRole') : t(`owner.staff.role.${role}`)}
        </p>
      </div>
      {onSwitch && (
        <Button
          variant="secondary"
          label={t('owner.layout.switchCashier')}
          onClick={onSwitch}
          className="shrink-0"
        />
      )}
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white ring-2 ring-white/20 lg:ring-brand-100"
      >
        {initials(owner.name)}
      </span>
      <IconButton
        variant="plain"
        label={t('owner.layout.logout')}
        title={t('owner.layout.logout')}
        icon={<LogoutIcon className="size-6" />}
        onClick={onLogout}
        className="flex shrink-0 items-center justify-center rounded-full text-slate-200 transition hover:bg-white/10 hover:text-white focus-visible:outline-white lg:text-slate-600 lg:hover:bg-slate-100 lg:hover:text-red-700 lg:focus-visible:outline-brand-600"
      />
    </header>
  );
}

/** Up to two initials, whatever the script the name is written in. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = [words[0], words.length > 1 ? words[words.length - 1] : undefined]
    .map((word) => (word ? (Array.from(word)[0] ?? '') : ''))
    .join('');
  return letters.toUpperCase() || '?';
}
