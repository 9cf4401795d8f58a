import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, type ComponentType } from 'react';
import { Link, Outlet, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AppRouter } from '../app-router';
import { NavigationProgress } from './root-layout';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('NavigationProgress', () => {
  it('when a tap opens a screen whose code is still on its way, then the old screen stays under a progress bar until it lands', async () => {
    let arrive: () => void = () => {};
    const SlowScreen = lazy(
      () =>
        new Promise<{ default: ComponentType }>((resolve) => {
          arrive = () => resolve({ default: () => <h1>Arrived</h1> });
        }),
    );
    render(
      <AppRouter>
        <Routes>
          <Route
            path="/"
            element={
              <>
                <NavigationProgress />
                <Link to="/slow">Slow screen</Link>
                <Outlet />
              </>
            }
          >
            <Route index element={<h1>Where the tap was</h1>} />
            <Route path="slow" element={<SlowScreen />} />
          </Route>
        </Routes>
      </AppRouter>,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Slow screen' }));
    expect(await screen.findByRole('progressbar', { name: 'Opening the page' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Where the tap was' })).toBeInTheDocument();

    arrive();
    expect(await screen.findByRole('heading', { name: 'Arrived' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/slow');
  });
});
