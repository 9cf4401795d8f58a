import { Suspense, useEffect, useRef, type ComponentType } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router-dom';
import { ScreenErrorBoundary } from '@/components/screen-error-boundary';
import { Loading } from '@/components/status';
import { isAdminTokenValid, readAdminToken } from '@/lib/admin-session';
import {
  ADMIN_LOGIN_PATH,
  adminOwner,
  useAdminSession,
  type AdminOwner,
  type ReturnTo,
} from '@/features/owner-session';
import {
  BagIcon,
  BarcodeIcon,
  BookIcon,
  GaugeIcon,
  ListIcon,
  LogoutIcon,
  MailIcon,
  PercentIcon,
  PlusIcon,
  PrinterIcon,
  RupeeIcon,
  UploadIcon,
} from '@/components/owner-icons';
import { useOwnerT, type OwnerMessageId } from '@/i18n/owner';
import { NavigationProgress } from './root-layout';

interface DashboardLink {
  to: string;
  label: OwnerMessageId;
  Icon: ComponentType<{ className?: string }>;
  end?: boolean;
}

const LINKS: DashboardLink[] = [
  { to: '/dashboard', label: 'owner.layout.link.dashboard', Icon: GaugeIcon, end: true },
  { to: '/dashboard/manage-books', label: 'owner.layout.link.manageBooks', Icon: ListIcon },
  { to: '/dashboard/add-new-book', label: 'owner.layout.link.addBook', Icon: PlusIcon },
  { to: '/dashboard/import-books', label: 'owner.layout.link.importBooks', Icon: UploadIcon },
  { to: '/dashboard/labels', label: 'owner.layout.link.labels', Icon: BarcodeIcon },
  { to: '/dashboard/view-orders', label: 'owner.layout.link.viewOrders', Icon: BagIcon },
  { to: '/dashboard/kits', label: 'owner.layout.link.kits', Icon: BookIcon },
  { to: '/dashboard/counter', label: 'owner.layout.link.counter', Icon: BarcodeIcon },
  { to: '/dashboard/day', label: 'owner.layout.link.day', Icon: RupeeIcon },
  { to: '/dashboard/messages', label: 'owner.layout.link.messages', Icon: MailIcon },
  { to: '/dashboard/print-rates', label: 'owner.layout.link.printRates', Icon: PrinterIcon },
  { to: '/dashboard/reports', label: 'owner.layout.link.reports', Icon: RupeeIcon },
  { to: '/dashboard/tax', label: 'owner.layout.link.tax', Icon: PercentIcon },
];

/** Every /dashboard route: only with an unexpired owner token, inside the owner's shell. */
export default function DashboardLayout() {
  const { pathname, search } = useLocation();
  const token = readAdminToken();
  if (token && !isAdminTokenValid(token)) return <ExpiredSession />;
  if (!isAdminTokenValid(token)) {
    const returnTo: ReturnTo = { from: pathname + search };
    return <Navigate to={ADMIN_LOGIN_PATH} state={returnTo} replace />;
  }
  return <DashboardShell owner={adminOwner(token)} />;
}

/** A token that expired while the page was closed ends the session as one expiring in view does. */
function ExpiredSession() {
  useAdminSession();
  return null;
}

/**
 * One grid, two arrangements: below 1024 px a dark top bar (brand, owner) over a 2x2 / 1x4 link
 * grid; from 1024 px the brand and links form a sidebar and the owner sits in a white header.
 *
 * The sidebar is as tall as the grid, so the grid must be as tall as the page. In-flow content
 * grows it, but an absolutely placed element (a screen-reader-only block near the end of a page)
 * would lengthen the page below it and leave the sidebar short. The grid is therefore their
 * containing block and clips them vertically; `clip`, unlike `hidden`, keeps the page the one
 * scroller, so the sidebar's sticky links still work.
 */
function DashboardShell({ owner }: { owner: AdminOwner }) {
  const { t } = useOwnerT();
  const { logout } = useAdminSession();
  return (
    <div className="relative grid min-h-screen grid-cols-[minmax(0,1fr)_auto] grid-rows-[auto_auto_1fr] overflow-y-clip bg-slate-100 lg:grid-cols-[16rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr]">
      <a
        href="#dashboard-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
      >
        {t('owner.layout.skipToContent')}
      </a>
      <NavigationProgress />
      <div className="col-start-1 row-start-1 flex min-h-16 flex-col justify-center bg-slate-900 px-4 text-white lg:border-b lg:border-slate-800 lg:px-6">
        <p className="text-lg leading-tight font-bold">{t('owner.layout.title')}</p>
        <p className="text-xs tracking-wide text-slate-400 uppercase">{t('owner.layout.subtitle')}</p>
      </div>
      <OwnerBar owner={owner} onLogout={logout} />
      <DashboardNav />
      <main
        id="dashboard-main"
        tabIndex={-1}
        className="col-span-2 col-start-1 row-start-3 min-w-0 px-4 py-6 focus:outline-none sm:px-6 lg:col-span-1 lg:col-start-2 lg:row-start-2 lg:px-8 lg:py-8"
      >
        <div className="mx-auto max-w-6xl">
          <ScreenErrorBoundary>
            <Suspense fallback={<Loading />}>
              <Outlet />
            </Suspense>
          </ScreenErrorBoundary>
        </div>
      </main>
    </div>
  );
}

function OwnerBar({ owner, onLogout }: { owner: AdminOwner; onLogout: () => void }) {
  const { t } = useOwnerT();
  return (
    <header className="col-start-2 row-start-1 flex min-h-16 items-center justify-end gap-3 bg-slate-900 px-4 text-white lg:border-b lg:border-slate-200 lg:bg-white lg:px-8 lg:text-slate-900">
      <div className="sr-only text-right sm:not-sr-only">
        <p className="max-w-[14rem] truncate text-sm font-semibold">{owner.name}</p>
        <p className="text-xs text-slate-400 lg:text-slate-500">{t('owner.layout.ownerRole')}</p>
      </div>
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white ring-2 ring-white/20 lg:ring-brand-100"
      >
        {initials(owner.name)}
      </span>
      <button
        type="button"
        aria-label={t('owner.layout.logout')}
        title={t('owner.layout.logout')}
        onClick={onLogout}
        className="rounded-full p-2 text-slate-200 transition hover:bg-white/10 hover:text-white focus-visible:outline-white lg:text-slate-600 lg:hover:bg-slate-100 lg:hover:text-red-700 lg:focus-visible:outline-brand-600"
      >
        <LogoutIcon className="size-6" />
      </button>
    </header>
  );
}

function DashboardNav() {
  const { t } = useOwnerT();
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // On a phone the menu is one row that scrolls sideways (the page below it stays in view after a
  // scan); the page the owner is on is brought into that row.
  useEffect(() => {
    list.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <nav
      aria-label={t('owner.layout.menu')}
      className="col-span-2 col-start-1 row-start-2 border-t border-slate-800 bg-slate-900 px-3 py-2 lg:col-span-1 lg:row-start-2 lg:border-t-0 lg:px-3 lg:py-4"
    >
      <ul
        ref={list}
        className="flex gap-1 overflow-x-auto sm:grid sm:grid-cols-3 sm:overflow-visible lg:sticky lg:top-4 lg:grid-cols-1"
      >
        {LINKS.map(({ to, label, Icon, end }) => (
          <li key={to} className="shrink-0">
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                `flex min-h-11 items-center gap-2 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition focus-visible:outline-white ${
                  isActive ? 'bg-brand-600 text-white' : 'text-slate-300 hover:bg-slate-800 hover:text-white'
                }`
              }
            >
              <Icon />
              {t(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
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
