import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NavigationProgress } from './root-layout';

describe('NavigationProgress', () => {
  it('when a tap opens a screen whose code is still on its way, then a progress bar shows at once and goes when it lands', async () => {
    let arrive: () => void = () => {};
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <>
            <NavigationProgress />
            <Link to="/slow">Slow screen</Link>
            <Outlet />
          </>
        ),
        children: [
          {
            path: 'slow',
            lazy: () =>
              new Promise((resolve) => {
                arrive = () => resolve({ Component: () => <h1>Arrived</h1> });
              }),
          },
        ],
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Slow screen' }));
    expect(screen.getByRole('progressbar', { name: 'Opening the page' })).toBeInTheDocument();

    arrive();
    expect(await screen.findByRole('heading', { name: 'Arrived' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
