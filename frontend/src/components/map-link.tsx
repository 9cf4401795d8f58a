import { useT } from '@/i18n';

/** The shop's map link, opening in a new tab, as the About page and the home page show it. */
export function MapLink({ href, className = '' }: { href: string; className?: string }) {
  const { t } = useT();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600 ${className}`}
    >
      {t('shop.map.link')}
      <span className="sr-only"> {t('shop.map.newTab')}</span>
    </a>
  );
}
