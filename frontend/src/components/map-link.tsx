/** The shop's map link, opening in a new tab, as the About page and the home page show it. */
export function MapLink({ href, className = '' }: { href: string; className?: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600 ${className}`}
    >
      Find us on the map<span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
