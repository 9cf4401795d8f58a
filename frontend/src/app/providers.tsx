import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { AuthProvider } from '@/features/account/auth-provider';
import type { AppStore } from './store';

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <AuthProvider>{children}</AuthProvider>
    </Provider>
  );
}
