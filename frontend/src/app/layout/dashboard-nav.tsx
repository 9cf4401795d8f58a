import { useCallback, useEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import {
  BagIcon,
  BarcodeIcon,
  BookIcon,
  CloseIcon,
  GaugeIcon,
  ListIcon,
  MailIcon,
  MenuIcon,
  PeopleIcon,
  PercentIcon,
  PlusIcon,
  PrinterIcon,
  RupeeIcon,
  ShieldIcon,
  TrendIcon,
  UploadIcon,
} from '@/components/owner-icons';
import { mayDo, type Right, type Role } from '@shop/backend/contract';
import { Button } from '@/components/ui/button';
import { useOwnerT, type OwnerMessageId } from '@/i18n/owner';

interface DashboardLink {
  to: string;
  label: OwnerMessageId;
  Icon: ComponentType<{ className?: string }>;
  end?: boolean;
  /** What the signed-in role needs to see the link (and the screen): the contract's rights table. */
  right: Right;
}

interface LinkGroup {
  key: string;
  heading: OwnerMessageId;
  links: readonly DashboardLink[];
}

/** The links of the menu the role may follow; a group with none left is not shown. */
export const menuFor = (role: Role): LinkGroup[] =>
  MENU_GROUPS.map((group) => ({
    ...group,
    links: group.links.filter((link) => mayDo(role, link.right)),
  })).filter((group) => group.links.length > 0);

/** The right the screen at this path needs: its menu link's, the longest that leads to it. */
export function rightFor(pathname: string): Right {
  const links = MENU_GROUPS.flatMap((group) => group.links);
  const match = links
    .filter((link) => pathname === link.to || (!link.end && pathname.startsWith(`${link.to}/`)))
    .sort((a, b) => b.to.length - a.to.length)[0];
  return match?.right ?? EDITOR_PATHS.find(([prefix]) => pathname.startsWith(prefix))?.[1] ?? 'owner';
}

/** Screens with no menu link of their own, reached from a list: the right of the list they belong to. */
const EDITOR_PATHS: readonly (readonly [string, Right])[] = [['/dashboard/edit-book/', 'catalogue']];

/** Every screen of the owner's area, each in one group: the job the owner is doing when they need it. */
export const MENU_GROUPS: readonly LinkGroup[] = [
  {
    key: 'sell',
    heading: 'owner.layout.group.sell',
    links: [
      { to: '/dashboard/counter', label: 'owner.layout.link.counter', Icon: BarcodeIcon, right: 'counter' },
      { to: '/dashboard/day', label: 'owner.layout.link.day', Icon: RupeeIcon, right: 'counter' },
    ],
  },
  {
    key: 'orders',
    heading: 'owner.layout.group.orders',
    links: [
      {
        to: '/dashboard/view-orders',
        label: 'owner.layout.link.viewOrders',
        Icon: BagIcon,
        right: 'counter',
      },
      {
        to: '/dashboard/customers',
        label: 'owner.layout.link.customers',
        Icon: PeopleIcon,
        right: 'counter',
      },
      { to: '/dashboard/messages', label: 'owner.layout.link.messages', Icon: MailIcon, right: 'catalogue' },
    ],
  },
  {
    key: 'catalogue',
    heading: 'owner.layout.group.catalogue',
    links: [
      {
        to: '/dashboard/manage-books',
        label: 'owner.layout.link.manageBooks',
        Icon: ListIcon,
        right: 'catalogue',
      },
      {
        to: '/dashboard/add-new-book',
        label: 'owner.layout.link.addBook',
        Icon: PlusIcon,
        right: 'catalogue',
      },
      {
        to: '/dashboard/import-books',
        label: 'owner.layout.link.importBooks',
        Icon: UploadIcon,
        right: 'catalogue',
      },
      { to: '/dashboard/labels', label: 'owner.layout.link.labels', Icon: BarcodeIcon, right: 'catalogue' },
      { to: '/dashboard/kits', label: 'owner.layout.link.kits', Icon: BookIcon, right: 'catalogue' },
    ],
  },
  {
    key: 'money',
    heading: 'owner.layout.group.money',
    links: [
      { to: '/dashboard', label: 'owner.layout.link.dashboard', Icon: GaugeIcon, end: true, right: 'owner' },
      { to: '/dashboard/reports', label: 'owner.layout.link.reports', Icon: RupeeIcon, right: 'owner' },
      {
        to: '/dashboard/purchases',
        label: 'owner.layout.link.purchases',
        Icon: BagIcon,
        right: 'drawer',
      },
      { to: '/dashboard/reorder', label: 'owner.layout.link.reorder', Icon: TrendIcon, right: 'drawer' },
    ],
  },
  {
    key: 'settings',
    heading: 'owner.layout.group.settings',
    links: [
      { to: '/dashboard/tax', label: 'owner.layout.link.tax', Icon: PercentIcon, right: 'owner' },
      {
        to: '/dashboard/print-rates',
        label: 'owner.layout.link.printRates',
        Icon: PrinterIcon,
        right: 'owner',
      },
      { to: '/dashboard/staff', label: 'owner.layout.link.staff', Icon: PeopleIcon, right: 'owner' },
      { to: '/dashboard/audit', label: 'owner.layout.link.audit', Icon: ShieldIcon, right: 'owner' },
    ],
  },
];

const MENU_ID = 'dashboard-menu';

export interface DashboardMenu {
  open: boolean;
  toggle: () => void;
  close: () => void;
  button: RefObject<HTMLButtonElement | null>;
}

/**
 * The menu below 1024 px, shut until its button opens it. It is open on the page it was opened on
 * only, so any way to another page (a link in the page, Back) shuts it too. Escape shuts it and
 * puts the focus back on the button, so a keyboard user is not left on a link that has just vanished.
 */
export function useDashboardMenu(): DashboardMenu {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const button = useRef<HTMLButtonElement>(null);
  const toggle = useCallback(() => setOpenOn((page) => (page === pathname ? null : pathname)), [pathname]);
  const close = useCallback(() => setOpenOn(null), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return { open, toggle, close, button };
}

/** Opens and shuts the menu on a phone or tablet; from 1024 px the menu is a sidebar and needs none. */
export function MenuButton({
  open,
  onToggle,
  buttonRef,
}: {
  open: boolean;
  onToggle: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useOwnerT();
  const Icon = open ? CloseIcon : MenuIcon;
  return (
    <Button
      ref={buttonRef}
      variant="plain"
      aria-expanded={open}
      aria-controls={MENU_ID}
      onClick={onToggle}
      className="flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-md px-2 text-sm font-semibold text-white transition hover:bg-white/10 focus-visible:outline-white lg:hidden"
      label={
        <>
          <Icon className="size-6" />
          {t('owner.layout.menuButton')}
        </>
      }
    />
  );
}

/**
 * The owner's menu: below 1024 px a panel under the top bar, shown while its button has it open,
 * in two or three columns of groups so a phone sees it whole; from 1024 px the dark sidebar,
 * whose links stay in view as the page scrolls and scroll on their own on a short screen.
 * Following a link shuts the panel, so the page chosen is what the owner sees next.
 */
export function DashboardNav({ open, onFollow, role }: { open: boolean; onFollow: () => void; role: Role }) {
  const { t } = useOwnerT();
  return (
    <nav
      id={MENU_ID}
      aria-label={t('owner.layout.menu')}
      className={`${open ? 'block' : 'hidden'} col-span-2 col-start-1 row-start-2 border-t border-slate-800 bg-slate-900 px-3 pt-3 pb-4 lg:col-span-1 lg:block lg:border-t-0 lg:px-3 lg:py-4`}
    >
      <div className="grid grid-cols-2 gap-x-2 gap-y-4 sm:grid-cols-3 lg:sticky lg:top-4 lg:max-h-[calc(100dvh-2rem)] lg:grid-cols-1 lg:overflow-y-auto">
        {menuFor(role).map((group) => {
          const headingId = `${MENU_ID}-${group.key}`;
          return (
            <div key={group.key} className="min-w-0">
              <h2
                id={headingId}
                className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-400 uppercase"
              >
                {t(group.heading)}
              </h2>
              <ul aria-labelledby={headingId} className="grid gap-1">
                {group.links.map(({ to, label, Icon, end }) => (
                  <li key={to}>
                    <NavLink
                      to={to}
                      end={end}
                      onClick={onFollow}
                      className={({ isActive }) =>
                        `flex min-h-11 items-center gap-2 rounded-md px-3 py-2 text-sm font-medium transition focus-visible:outline-white ${
                          isActive
                            ? 'bg-brand-600 text-white'
                            : 'text-slate-300 hover:bg-slate-800 hover:text-white'
                        }`
                      }
                    >
                      <Icon />
                      {t(label)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </nav>
  );
}
