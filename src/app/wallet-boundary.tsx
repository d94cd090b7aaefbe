import {
  Component,
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { WalletLoadFailed } from '@/ui/app-shell/wallet-load-failed';
import type { AppServices } from './app-services';
import type { WalletRootProps } from './wallet-chunk/wallet-root';
import { loadedWalletChunk, loadWalletChunk } from './wallet-loader';

const lazyWalletRoot = () => lazy(loadWalletChunk);

/**
 * The chunk's root: the component itself once the chunk has run (a prefetch did it: nothing suspends, so the
 * click's own render shows the dialog), else the lazy one. The lazy one is only ever replaced while it is still
 * suspended (the chunk is marked as run before React hears that it resolved), so the wallet never remounts.
 */
function WalletRootLoader({
  lazyRoot: LazyRoot,
  ...props
}: WalletRootProps & { lazyRoot: ComponentType<WalletRootProps> }) {
  const WalletRoot = loadedWalletChunk()?.default ?? LazyRoot;
  return <WalletRoot {...props} />;
}

interface BoundaryState {
  failed: boolean;
}

/** A wallet chunk that failed to download leaves the app usable, says so, and can try again. */
class WalletLoadBoundary extends Component<{ fallback: () => ReactNode; children: ReactNode }> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback() : this.props.children;
  }
}

export interface WalletBoundaryProps {
  services: AppServices;
  /** The route needs the wallet at once (the token app); elsewhere it loads on the first click. */
  eager: boolean;
  /** Hears the running wallet's controls and runtime, for the page beside it. */
  onRunning: WalletRootProps['onRunning'];
}

/**
 * Mounts the wallet chunk beside the app's pages once it is wanted. Until it runs, the pages render with stand-in
 * controls (a click is kept and answered when the wallet is up); loading, failing or starting, it never remounts
 * the page.
 */
export function WalletBoundary({ services, eager, onRunning }: WalletBoundaryProps) {
  const demand = services.wallet;
  const requested = useSyncExternalStore(demand.subscribe, demand.isRequested, () => false);
  // A lazy component remembers a failed download; retrying needs a fresh one.
  const [attempt, setAttempt] = useState(() => ({ WalletRoot: lazyWalletRoot(), key: 0 }));
  useEffect(() => {
    if (eager) demand.request();
  }, [eager, demand]);
  if (!eager && !requested) return null;
  const retry = () => setAttempt(({ key }) => ({ WalletRoot: lazyWalletRoot(), key: key + 1 }));
  return (
    <WalletLoadBoundary key={attempt.key} fallback={() => <WalletLoadFailed onRetry={retry} />}>
      <Suspense fallback={null}>
        <WalletRootLoader lazyRoot={attempt.WalletRoot} services={services} onRunning={onRunning} />
      </Suspense>
    </WalletLoadBoundary>
  );
}
