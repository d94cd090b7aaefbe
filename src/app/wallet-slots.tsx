import { type ComponentType, createContext, useCallback, useContext, useEffect } from 'react';
import { CONNECT_CLICKED } from '@/machines/connect-clicks/connect-clicks.machine';
import { ConnectClicksActor } from '@/ui/actors/connect-clicks-context';
import { ConnectWalletPlaceholder } from '@/ui/app-shell/connect-wallet-placeholder';
import { focusIsOnReplaceable } from '@/ui/kit/focus-return';
import type { WalletDemand } from './wallet-demand';
import type { WalletRuntime } from './wallet-runtime-context';

export interface WalletButtonSlotProps {
  wallet: string;
  /** The button's words around the wallet's name ("Continue with …", "Use …"); the name alone by default. */
  action?: 'continue_with' | 'use_wallet';
}

/** The wallet's controls, handed up by the wallet chunk once it runs (so the app area never imports it). */
export interface WalletParts {
  /** The header's Connect Wallet / Sign in / chain and account control. */
  HeaderControl: ComponentType;
  /** The page call to action: Connect Wallet or Sign in. */
  ConnectCta: ComponentType;
  /** One wallet's button (the reference kit's WalletButton), in the dialogs' language. */
  WalletButton: ComponentType<WalletButtonSlotProps>;
}

/** What the wallet chunk hands the app area once it runs: its controls for the slots, its runtime for the screens. */
export interface RunningWallet {
  parts: WalletParts;
  runtime: WalletRuntime;
}

export const WalletPartsContext = createContext<WalletParts | null>(null);
export const WalletDemandContext = createContext<WalletDemand | null>(null);

function useDemand(): WalletDemand {
  const demand = useContext(WalletDemandContext);
  if (!demand) throw new Error('Wallet slots need <WalletDemandContext> from the app area');
  return demand;
}

/**
 * The wallet is fetched and started once the browser is idle while `wanted` (a page whose main action is Connect
 * Wallet), so the first press only opens the dialog. Not while a stand-in control has keyboard focus: starting
 * would replace it under the visitor (their press starts the wallet instead).
 */
function useStartWhenIdle(wanted: boolean) {
  const demand = useDemand();
  const running = useContext(WalletPartsContext) !== null;
  useEffect(
    () => (wanted && !running ? demand.startWhenIdle(() => !focusIsOnReplaceable()) : undefined),
    [wanted, running, demand],
  );
}

/** For a page whose main action is Connect Wallet without a slot of its own (the pass page). */
export function StartWalletWhenIdle({ wanted }: { wanted: boolean }) {
  useStartWhenIdle(wanted);
  return null;
}

/** What a page's own Connect button calls on pointer, touch or focus: start fetching the wallet. */
export function useWalletIntent(): () => void {
  return useDemand().prefetch;
}

function Placeholder({ variant }: { variant: 'chip' | 'cta' }) {
  const demand = useDemand();
  const openConnectModal = useOpenConnectModal();
  // A page call to action (a sign-in prompt) is that page's main action; the header chip is not.
  useStartWhenIdle(variant === 'cta');
  return (
    <ConnectWalletPlaceholder variant={variant} onIntent={demand.prefetch} onActivate={openConnectModal} />
  );
}

/** The header's wallet control: a stand-in Connect Wallet until the wallet chunk runs. */
export function HeaderWalletSlot() {
  const parts = useContext(WalletPartsContext);
  return parts ? <parts.HeaderControl /> : <Placeholder variant="chip" />;
}

/** A page's Connect Wallet / Sign in. */
export function ConnectCtaSlot() {
  const parts = useContext(WalletPartsContext);
  return parts ? <parts.ConnectCta /> : <Placeholder variant="cta" />;
}

/**
 * A Connect Wallet click from anywhere: it asks for the wallet, and the connect-clicks actor hands it to the wallet
 * system (at once when the wallet runs, else once it has loaded and asks), which opens the connect modal, or
 * sign-in for a connected wallet without a session.
 */
export function useOpenConnectModal(): () => void {
  const demand = useDemand();
  const clicks = ConnectClicksActor.useActorRef();
  return useCallback(() => {
    clicks.send(CONNECT_CLICKED);
    demand.request();
  }, [demand, clicks]);
}

/**
 * One wallet's button, once the wallet runs (the page's Connect Wallet stands in until then: the wallet runs on
 * that press, not before).
 */
export function WalletButtonSlot(props: WalletButtonSlotProps) {
  const parts = useContext(WalletPartsContext);
  return parts ? <parts.WalletButton {...props} /> : null;
}
