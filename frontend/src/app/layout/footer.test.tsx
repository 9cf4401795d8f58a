import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORE_HOURS } from '@shop/backend/contract';
import { stubApi } from '@/test/api-stub';
import { makeShop } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { Footer } from './footer';

const shop = makeShop({
  name: 'Sharma Books & Stationery',
  address: '14 Station Road, Nagpur',
  phone: '+91 98765 43210',
  hours: STORE_HOURS,
  socialLinks: { facebook: 'https://facebook.example/shop', instagram: 'https://instagram.example/shop' },
});

afterEach(() => vi.unstubAllGlobals());

describe('Footer', () => {
  it('when it renders, then it shows the store hours the contract names, and the shop from the API', async () => {
    stubApi({ 'GET /api/shop': shop });
    renderScreen(<Footer />);

    expect(screen.getByText('Mon-Sat 9:00 AM - 8:00 PM')).toBeInTheDocument();
    expect(screen.getByText('Sunday closed')).toBeInTheDocument();
    expect(await screen.findByText('14 Station Road, Nagpur')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'shop@example.in' })).toHaveAttribute(
      'href',
      'mailto:shop@example.in',
    );
    expect(screen.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(screen.getByText(/© 2025 Sharma Books & Stationery/)).toBeInTheDocument();
  });

  it('when it renders, then the quick links lead home, to the products, About Us and the orders', () => {
    stubApi({ 'GET /api/shop': shop });
    renderScreen(<Footer />);

    const links = screen.getByRole('navigation', { name: 'Quick links' });
    expect(
      [...links.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['All Products', '/all-products'],
      ['About Us', '/about-us'],
      ['My Orders', '/orders'],
    ]);
  });
});
