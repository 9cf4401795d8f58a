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
  PercentIcon,
  PlusIcon,
  PrinterIcon,
  RupeeIcon,
  UploadIcon,
} from '@/components/owner-icons';
import { Button } from '@/components/ui/button';
import { useOwnerT, type OwnerMessageId } from '@/i18n/owner';

interface DashboardLink {
  to: string;
  label: OwnerMessageId;
  Icon: ComponentType<{ className?: string }>;
  end?: boolean;
}

interface LinkGroup {
  key: string;
  heading: OwnerMessageId;
  links: readonly DashboardLink[];
}

/** Every screen of the owner's area, each in one group: the job the owner is doing when they need it. */
export const MENU_GROUPS: readonly LinkGroup[] = [
  {
    key: 'sell',
    heading: 'owner.layout.group.sell',
    links: [
      { to: '/dashboard/counter', label: 'owner.layout.link.counter', Icon: BarcodeIcon },
      { to: '/dashboard/day', label: 'owner.layout.link.day', Icon: RupeeIcon },
    ],
  },
  {
    key: 'orders',
    heading: 'owner.layout.group.orders',
    links: [
      { to: '/dashboard/view-orders', label: 'owner.layout.link.viewOrders', Icon: BagIcon },
      { to: '/dashboard/messages', label: 'owner.layout.link.messages', Icon: MailIcon },
    ],
  },
  {
    key: 'catalogue',
    heading: 'owner.layout.group.catalogue',
    links: [
      { to: '/dashboard/manage-books', label: 'owner.layout.link.manageBooks', Icon: ListIcon },
      { to: '/dashboard/add-new-book', label: 'owner.layout.link.addBook', Icon: PlusIcon },
      { to: '/dashboard/import-books', label: 'owner.layout.link.importBooks', Icon: UploadIcon },
      { to: '/dashboard/labels', label: 'owner.layout.link.labels', Icon: BarcodeIcon },
      { to: '/dashboard/kits', label: 'owner.layout.link.kits', Icon: BookIcon },
    ],
  },
  {
    key: 'money',
    heading: 'owner.layout.group.money',
    links: [
      { to: '/dashboard', label: 'owner.layout.link.dashboard', Icon: GaugeIcon, end: true },
      { to: '/dashboard/reports', label: 'owner.layout.link.reports', Icon: RupeeIcon },
    ],
  },
  {
    key: 'settings',
    heading: 'owner.layout.group.settings',
    links: [
      { to: '/dashboard/tax', label: 'owner.layout.link.tax', Icon: PercentIcon },
      { to: '/dashboard/print-rates', label: 'owner.layout.link.printRates', Icon: PrinterIcon },
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
export function DashboardNav({ open, onFollow }: { open: boolean; onFollow: () => void }) {
  const { t } = useOwnerT();
  return (
    <nav
      id={MENU_ID}
      aria-label={t('owner.layout.menu')}
      className={`${open ? 'block' : 'hidden'} col-span-2 col-start-1 row-start-2 border-t border-slate-800 bg-slate-900 px-3 pt-3 pb-4 lg:col-span-1 lg:block lg:border-t-0 lg:px-3 lg:py-4`}
    >
      <div className="grid grid-cols-2 gap-x-2 gap-y-4 sm:grid-cols-3 lg:sticky lg:top-4 lg:max-h-[calc(100dvh-2rem)] lg:grid-cols-1 lg:overflow-y-auto">
        {MENU_GROUPS.map((group) => {
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
