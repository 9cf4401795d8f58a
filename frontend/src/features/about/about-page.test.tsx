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
});
