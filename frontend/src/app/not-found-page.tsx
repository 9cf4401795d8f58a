import { ButtonLink } from '@/components/ui/button';
import { useT } from '@/i18n';

export function NotFoundPage() {
  const { t } = useT();
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t('notFound.heading')}</h1>
      <p className="mt-2 text-slate-600">{t('notFound.text')}</p>
      <ButtonLink to="/" className="mt-6">
        {t('notFound.home')}
      </ButtonLink>
    </section>
  );
}
