import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, IconButton } from '@/components/ui/button';
import { useAuth, type CurrentUser } from '@/features/account';
import { useT, type MessageId } from '@/i18n';

const LINKS: readonly { label: MessageId; to: string }[] = [
  { label: 'shop.userMenu.dashboard', to: '/user-dashboard' },
  { label: 'shop.userMenu.orders', to: '/orders' },
  { label: 'shop.userMenu.cart', to: '/cart' },
  { label: 'shop.userMenu.checkout', to: '/checkout' },
];

/**
 * Closes an open menu on a click outside it or on Escape; after Escape the focus goes back to the
 * button, so a keyboard user is not left on a vanished item.
 */
function useDismiss(open: boolean, close: () => void) {
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close]);
  return { container, button };
}

/** The avatar dropdown: choosing a link closes it; Escape and outside clicks do too. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const [open, setOpen] = useState(false);
  const { logout } = useAuth();
  const { t } = useT();
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  const { container, button } = useDismiss(open, close);

  const initial = (user.displayName || user.email || 'U').charAt(0).toUpperCase();

  return (
    <div ref={container} className="relative">
      <IconButton
        ref={button}
        variant="plain"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        label={t('shop.userMenu.button')}
        icon={user.photoURL ? <img src={user.photoURL} alt="" className="size-full object-cover" /> : initial}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center justify-center overflow-hidden rounded-full bg-brand-600 font-bold text-white ring-2 ring-brand-100"
      />
      {open && (
        <MenuItems
          id={menuId}
          onChoose={close}
          onLogout={() => {
            close();
            void logout();
          }}
        />
      )}
    </div>
  );
}

/** One row of the menu: a link to a page, or the button that signs out; both look alike. */
function MenuItem({ label, to, onChoose }: { label: string; to?: string; onChoose: () => void }) {
  const look =
    'block w-full px-4 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus:bg-slate-100';
  if (!to)
    return <Button variant="plain" role="menuitem" label={label} onClick={onChoose} className={look} />;
  return (
    <Link role="menuitem" to={to} onClick={onChoose} className={look}>
      {label}
    </Link>
  );
}

function MenuItems({ id, onChoose, onLogout }: { id: string; onChoose: () => void; onLogout: () => void }) {
  const { t } = useT();
  return (
    <div
      id={id}
      role="menu"
      className="absolute right-0 mt-2 w-48 rounded-md border border-slate-200 bg-white py-2 shadow-lg"
    >
      {LINKS.map((link) => (
        <MenuItem key={link.to} to={link.to} label={t(link.label)} onChoose={onChoose} />
      ))}
      <MenuItem label={t('shop.userMenu.logout')} onChoose={onLogout} />
    </div>
  );
}
