import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { fakeAuth, renderScreen, signedInUser } from '@/test/render';
import { redirectTarget, RequireAuth } from './require-auth';

function LoginProbe() {
  const location = useLocation();
  return <h1>Login screen, back to {redirectTarget(location.state)}</h1>;
}

const guardedOrders = (
  <RequireAuth>
    <h1>Your Orders</h1>
  </RequireAuth>
);
const loginRoute = [{ path: '/login', element: <LoginProbe /> }];

describe('RequireAuth', () => {
  it('when the visitor is signed out, then they are sent to /login remembering the page', () => {
    const { router } = renderScreen(guardedOrders, {
      path: '/orders',
      route: '/orders?page=2',
      extraRoutes: loginRoute,
    });
    expect(screen.getByRole('heading', { name: 'Login screen, back to /orders?page=2' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('when the visitor is signed in, then the page shows', () => {
    renderScreen(guardedOrders, {
      path: '/orders',
      auth: fakeAuth({ currentUser: signedInUser }),
      extraRoutes: loginRoute,
    });
    expect(screen.getByRole('heading', { name: 'Your Orders' })).toBeInTheDocument();
  });

  it('when the sign-in state is not known yet, then it asks for it, shows Loading... and does not redirect', () => {
    const requireAuthState = vi.fn();
    const { router } = renderScreen(guardedOrders, {
      path: '/orders',
      auth: fakeAuth({ loading: true, settled: false, requireAuthState }),
      extraRoutes: loginRoute,
    });
    expect(requireAuthState).toHaveBeenCalled();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your Orders' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/orders');
  });
});

describe('redirectTarget', () => {
  it('when there is no remembered page, then it is home', () => {
    expect(redirectTarget(null)).toBe('/');
    expect(redirectTarget({})).toBe('/');
    expect(redirectTarget({ from: {} })).toBe('/');
  });

  it('when a page was remembered, then it is that page with its query', () => {
    expect(redirectTarget({ from: { pathname: '/checkout', search: '?x=1' } })).toBe('/checkout?x=1');
  });
});
