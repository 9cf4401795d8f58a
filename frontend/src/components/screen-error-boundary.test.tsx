import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/test/render';
import { ScreenErrorBoundary } from './screen-error-boundary';

const Unreachable = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));

function Screens() {
  const { pathname } = useLocation();
  return (
    <>
      <Link to="/home">Home</Link>
      <ScreenErrorBoundary>
        {pathname === '/broken' ? <Unreachable /> : <h1>Home screen</h1>}
      </ScreenErrorBoundary>
    </>
  );
}

describe('ScreenErrorBoundary', () => {
  it('when a screen’s code cannot be fetched, then the customer reads why with a Reload button, and another address shows again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderScreen(<Screens />, { path: '*', route: '/broken' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not be opened. Check your connection and try again.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
