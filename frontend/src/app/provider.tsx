import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from './store';

interface AppProviderProps {
  store: AppStore;
  children: ReactNode;
}

/** Context shared by the browser, the prerender and tests; each brings its own router. */
export function AppProvider({ store, children }: AppProviderProps) {
  return <Provider store={store}>{children}</Provider>;
}
