import { lazy, Suspense } from 'react';
import { ConnectWalletSlot } from './wallet-slots';

/** /dgridpass loads on its own: the pass screen will grow here without weighing on the other routes. */
const PassPlaceholderPage = lazy(() =>
  import('@/ui/app-shell/pass-placeholder-page').then((module) => ({ default: module.PassPlaceholderPage })),
);

export function PassRoute() {
  return (
    <Suspense fallback={null}>
      <PassPlaceholderPage connectControl={<ConnectWalletSlot />} />
    </Suspense>
  );
}
