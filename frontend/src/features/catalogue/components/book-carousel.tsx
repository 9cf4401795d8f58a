import { A11y, Keyboard, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { SwiperOptions } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/navigation';
import { BookCard } from '@/features/catalogue/components/book-card';
import { useT } from '@/i18n';
import type { Book } from '@shop/backend/contract';

/** 1 slide below 768px, 2 at 768 and 1024, 3 from 1180. */
export const CAROUSEL_BREAKPOINTS: SwiperOptions['breakpoints'] = {
  768: { slidesPerView: 2, spaceBetween: 24 },
  1024: { slidesPerView: 2, spaceBetween: 32 },
  1180: { slidesPerView: 3, spaceBetween: 32 },
};

/*
 * Swiper's stylesheet is unlayered, so it outranks Tailwind's utilities layer; the few
 * overrides that compete with it (slide height, padding) carry `!`.
 */
const NAV_BUTTON =
  '[&_:is(.swiper-button-prev,.swiper-button-next)]:rounded-full [&_:is(.swiper-button-prev,.swiper-button-next)]:bg-white/95 [&_:is(.swiper-button-prev,.swiper-button-next)]:p-3 [&_:is(.swiper-button-prev,.swiper-button-next)]:shadow-md [&_:is(.swiper-button-prev,.swiper-button-next)]:ring-1 [&_:is(.swiper-button-prev,.swiper-button-next)]:ring-slate-200';

interface BookCarouselProps {
  books: Book[];
  /** Names the carousel for screen readers, e.g. "Top Sellers". */
  label: string;
}

export function BookCarousel({ books, label }: BookCarouselProps) {
  const { t } = useT();
  return (
    <Swiper
      modules={[Navigation, A11y, Keyboard]}
      slidesPerView={2}
      spaceBetween={12}
      breakpoints={CAROUSEL_BREAKPOINTS}
      navigation
      keyboard={{ enabled: true, onlyInViewport: true }}
      a11y={{
        enabled: true,
        prevSlideMessage: t('catalogue.carousel.previous', { label: label.toLowerCase() }),
        nextSlideMessage: t('catalogue.carousel.next', { label: label.toLowerCase() }),
        containerRole: 'group',
        containerMessage: label,
        containerRoleDescriptionMessage: t('catalogue.carousel.role'),
        itemRoleDescriptionMessage: t('catalogue.carousel.slide'),
      }}
      className={`px-1! py-2! [--swiper-navigation-color:var(--color-brand-700)] [--swiper-navigation-size:2.75rem] ${NAV_BUTTON}`}
    >
      {books.map((book) => (
        <SwiperSlide key={book._id} className="h-auto!">
          <BookCard book={book} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
