import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Book } from '@shop/backend/contract';
import { activateCatalog } from '@/i18n';
import english from '@/i18n/locales/en/index.ts';
import hindi from '@/i18n/locales/hi/index.ts';
import { makeBook } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import HomePage from './home-page';

const book = (id: string, title: string, trending: boolean): Book =>
  makeBook({
    _id: id,
    title,
    description: `${title} for school and office.`,
    category: 'penandpencil',
    trending,
    oldPrice: 60,
    newPrice: 50,
    coverImage: `${id}.png`,
  });

const shop = {
  name: 'Sharma Books & Stationery',
  address: '12 MG Road, Pune',
  email: 'shop@example.in',
  phone: '+91 98765 43210',
  mapsUrl: 'https://maps.example/sharma',
  hours: 'Mon-Sat 9:00 AM - 8:00 PM, Sunday closed',
  socialLinks: { facebook: 'https://facebook.example', instagram: 'https://instagram.example' },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function answer(input: Request | string): Response {
  const url = new URL(input instanceof Request ? input.url : input);
  if (url.pathname === '/api/shop') return json(shop);
  if (url.pathname === '/api/books/top-sellers') return json([book('t1', 'Top Seller Pen', false)]);
  if (url.pathname === '/api/books') return json([book('r1', 'Trending Sketch Pens', true)]);
  return json({ error: { message: 'not found' } }, 404);
}

/** jsdom has no matchMedia; Swiper reads its breakpoints through it. A narrow screen is fine here. */
const matchMedia = (query: string) =>
  ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }) as unknown as MediaQueryList;

beforeEach(() => {
  vi.stubGlobal('matchMedia', vi.fn(matchMedia));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string) => answer(input)),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HomePage', () => {
  it('when opened, then the banner links to Browse Products and About Us', () => {
    renderScreen(<HomePage />);

    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/all-products');
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about-us');
  });

  it('when opened, then the photocopying card links to Print & Copies', () => {
    renderScreen(<HomePage />);

    const offer = screen.getByRole('list', { name: 'What we offer' });
    const photocopying = within(offer).getByText('Photocopying').closest('li')!;
    expect(within(photocopying).getByRole('link', { name: 'Print & Copies' })).toHaveAttribute(
      'href',
      '/print',
    );
  });

  it('when the books arrive, then Top Sellers and Trending each show their carousel, filter and link', async () => {
    renderScreen(<HomePage />);

    const topSellers = screen.getByRole('region', { name: 'Top Sellers' });
    const trending = screen.getByRole('region', { name: 'Trending' });
    expect(await within(topSellers).findByRole('link', { name: 'Top Seller Pen' })).toBeInTheDocument();
    expect(await within(trending).findByRole('link', { name: 'Trending Sketch Pens' })).toBeInTheDocument();
    for (const section of [topSellers, trending]) {
      expect(within(section).getByRole('combobox', { name: /category/i })).toHaveValue('all');
      expect(within(section).getByRole('link', { name: 'All Products' })).toHaveAttribute(
        'href',
        '/all-products',
      );
    }
  });

  it('when the book list fails, then the section says "Error loading books"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({}, 500)),
    );
    renderScreen(<HomePage />);

    expect(await screen.findAllByText('Error loading books')).toHaveLength(2);
  });

  it('when the shop is known, then How It Works shows three steps and a maps link in a new tab', async () => {
    renderScreen(<HomePage />);

    const howItWorks = screen.getByRole('region', { name: 'How It Works' });
    const steps = within(howItWorks)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(steps).toEqual(['Order Online', 'Visit Our Store', 'Collect & Pay']);
    const maps = await within(howItWorks).findByRole('link', { name: /map/i });
    expect(maps).toHaveAttribute('href', shop.mapsUrl);
    expect(maps).toHaveAttribute('target', '_blank');
  });
});

describe('HomePage in Hindi', () => {
  beforeEach(() => activateCatalog('hi', hindi));
  afterEach(() => activateCatalog('en', english));

  it('when Hindi is shown, then the banner, the shelves with their category filters and How It Works speak Hindi', async () => {
    renderScreen(<HomePage />);

    expect(screen.getByRole('link', { name: 'सामान देखें' })).toHaveAttribute('href', '/all-products');
    const topSellers = screen.getByRole('region', { name: 'सबसे ज़्यादा बिकने वाले' });
    expect(await within(topSellers).findByRole('link', { name: 'Top Seller Pen' })).toBeInTheDocument();
    const filter = within(topSellers).getByRole('combobox', { name: 'सबसे ज़्यादा बिकने वाले कैटेगरी' });
    expect(within(filter).getByRole('option', { name: 'सभी' })).toHaveValue('all');
    expect(within(topSellers).getByRole('button', { name: 'कार्ट में डालें' })).toBeInTheDocument();
    const howItWorks = screen.getByRole('region', { name: 'ख़रीदारी कैसे करें' });
    expect(
      within(howItWorks)
        .getAllByRole('heading', { level: 3 })
        .map((step) => step.textContent),
    ).toEqual(['ऑनलाइन ऑर्डर करें', 'दुकान पर आएँ', 'सामान लें, पैसे दें']);
    expect(await within(howItWorks).findByText(/हमारी दुकान से ले जाएँ: 12 MG Road, Pune/)).toBeInTheDocument();
    expect(within(howItWorks).getByRole('link', { name: /नक्शे पर दुकान देखें/ })).toHaveAttribute(
      'href',
      shop.mapsUrl,
    );
  });
});
