import type { ReactNode } from 'react';

/**
 * An outline icon on a 24-unit grid, drawn in the text's colour; always decorative, the words
 * beside it or its control's name carry the meaning.
 */
export function OutlineIcon({
  children,
  className = 'size-5',
  strokeWidth = 2,
}: {
  children: ReactNode;
  className?: string;
  strokeWidth?: number;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`shrink-0 ${className}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export function CartIcon() {
  return (
    <OutlineIcon>
      <path d="M3 3h2l2.4 12.2a2 2 0 0 0 2 1.6h8.2a2 2 0 0 0 2-1.5L21 8H6" />
      <circle cx="10" cy="20" r="1.4" />
      <circle cx="17" cy="20" r="1.4" />
    </OutlineIcon>
  );
}

export function PhoneIcon() {
  return (
    <OutlineIcon>
      <rect x="6" y="2" width="12" height="20" rx="2" />
      <path d="M11 18h2" />
    </OutlineIcon>
  );
}

export function MenuIcon() {
  return (
    <OutlineIcon className="size-6">
      <path d="M4 7h16M4 12h16M4 17h16" />
    </OutlineIcon>
  );
}

export function UserIcon() {
  return (
    <OutlineIcon className="size-6">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
    </OutlineIcon>
  );
}
