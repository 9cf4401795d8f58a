import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { createAppStore, type AppStore } from '@/app/store';
import { AuthContext, type AuthContextValue, type CurrentUser } from '@/features/account/auth-context';
import type { CartState } from '@/features/cart';

export const signedInUser: CurrentUser = {
  uid: 'uid-asha',
  email: 'asha@example.in',
  displayName: 'Asha Rao',
  photoURL: null,
  emailVerified: true,
  phoneNumber: null,
};

/** A customer who signed in with a code sent to their mobile: no e-mail at all. */
export const phoneUser: CurrentUser = {
  uid: 'uid-meena',
  email: null,
  displayName: null,
  photoURL: null,
  emailVerified: false,
  phoneNumber: '+919876543210',
};

/** Firebase itself is exercised in the browser tests; components get a stand-in context. */
export function fakeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    currentUser: null,
    loading: false,
    settled: true,
    requireAuthState: () => {},
    registerUser: async () => {},
    sendVerificationEmail: async () => {},
    recheckEmailVerified: async () => {},
    loginUser: async () => {},
    sendPasswordReset: async () => {},
    signInWithGoogle: async () => {},
    sendPhoneCode: async () => ({ confirm: async () => ({ isNewUser: false }) }),
    logout: async () => {},
    ...overrides,
  };
}

interface Options extends Omit<RenderOptions, 'wrapper'> {
  route?: string;
  /** History state the first entry carries, as a navigate(…, { state }) leaves it. */
  routeState?: unknown;
  path?: string;
  extraRoutes?: RouteObject[];
  auth?: AuthContextValue;
  cart?: CartState;
  store?: AppStore;
}

function initialEntry(route: string, state: unknown) {
  if (state === undefined) return route;
  const [pathname = '/', search = ''] = route.split('?');
  return { pathname, search: search ? `?${search}` : '', state };
}

/** Renders a screen inside the app's store, a fake auth context and a memory router. */
export function renderScreen(ui: ReactElement, options: Options = {}) {
  const store = options.store ?? createAppStore(options.cart ? { cart: options.cart } : undefined);
  const auth = options.auth ?? fakeAuth();
  const router = createMemoryRouter(
    [{ path: options.path ?? '/', element: ui }, ...(options.extraRoutes ?? [])],
    { initialEntries: [initialEntry(options.route ?? options.path ?? '/', options.routeState)] },
  );
  const result = render(
    <Provider store={store}>
      <AuthContext.Provider value={auth}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    </Provider>,
    options,
  );
  return { ...result, store, router, auth };
}
