import { createContext, use, useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';

const NavigationPendingContext = createContext(false);

/** True while the screen a tap opened is still on its way (its code): the old one stays meanwhile. */
export const useNavigationPending = (): boolean => use(NavigationPendingContext);

/**
 * The app's router: react-router's declarative router on the browser's history, each move a React
 * transition whose pending state the progress bar reads. Not the data router
 * (createBrowserRouter): the shop uses none of its loaders, actions or fetchers, and its code was
 * a fifth of the script every first visit waits for.
 */
export function AppRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [{ action, location }, setState] = useState({
    action: history.action,
    location: history.location,
  });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(
    () =>
      history.listen((update) =>
        startTransition(() => setState({ action: update.action, location: update.location })),
      ),
    [history],
  );
  return (
    <NavigationPendingContext value={pending}>
      <Router location={location} navigationType={action} navigator={history}>
        {children}
      </Router>
    </NavigationPendingContext>
  );
}
