import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/test/render';
import AboutPage from './about-page';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 500 })),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AboutPage', () => {
  it('when opened, then it names the services, the order-and-collect flow and the store hours', () => {
    renderScreen(<AboutPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.getByText(/books, stationery and photocopying services/)).toBeInTheDocument();
    expect(screen.getByText(/Collect at the store/)).toBeInTheDocument();
    expect(screen.getByText('Mon-Sat 9:00 AM - 8:00 PM, Sunday closed')).toBeInTheDocument();
  });

  it('when opened, then a sentence links to the Print & Copies page', () => {
    renderScreen(<AboutPage />);

    const link = screen.getByRole('link', { name: 'Print & Copies' });
    expect(link).toHaveAttribute('href', '/print');
    expect(link.closest('p')).toHaveTextContent(/Have a PDF to print\? Upload it on our Print & Copies page/);
  });

  it('when the shop details cannot be fetched, then the visit card says "Error fetching data"', async () => {
    renderScreen(<AboutPage />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching data');
    expect(screen.getByRole('heading', { name: 'Store hours' })).toBeInTheDocument();
  });

  it('when the shop details arrive, then the address is shown and no error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ name: 'Shop', address: '14 Civil Lines, Nagpur' }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    renderScreen(<AboutPage />);

    expect(await screen.findByText('14 Civil Lines, Nagpur')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
