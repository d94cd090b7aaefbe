import { createContext, useContext } from 'react';
import type { AppServices } from './app-services';

/** The app area's services (API client, session logic, query cache, wallet demand), for the composition root. */
export const AppServicesContext = createContext<AppServices | null>(null);

/**
 * For route components in src/app that give a screen its effects (`machine.provide({ actors })` over
 * `services.api`) or its reads (`useQuery` with the API calls). Views in src/ui never call it.
 */
export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices needs the app area (src/app/app-area.tsx)');
  return services;
}
