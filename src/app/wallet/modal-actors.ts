import { type AnyActorRef, createActor, type InspectionEvent, type Observer } from 'xstate';
import type { ConnectionRef, NetworkSwitchRef, SignInRef } from './bridges';
import type { NetworkSwitchLogic } from './network-switch-logic';
import type { SignInLogic } from './sign-in-logic';

/** The actors that live only while their modal is open. */
export interface ModalActors {
  signIn: SignInRef | null;
  networkSwitch: NetworkSwitchRef | null;
}

export interface ModalActorsOptions {
  connection: ConnectionRef;
  signInLogic: SignInLogic;
  networkSwitchLogic: NetworkSwitchLogic;
  supportedChainIds: readonly number[];
  inviteCode: () => string | null;
  /** Wires a fresh actor to the rest (bridges.ts) before it starts; returns how to unwire it. */
  wireSignIn: (signIn: SignInRef) => () => void;
  wireNetworkSwitch: (networkSwitch: NetworkSwitchRef) => () => void;
  inspect?: Observer<InspectionEvent> | undefined;
}

/** One modal's actor: started when the modal opens, stopped when it closes. */
function modalSlot<Ref extends AnyActorRef>(wire: (actor: Ref) => () => void) {
  let slot: { actor: Ref; unwire: () => void } | null = null;
  return {
    actor: () => slot?.actor ?? null,
    /** Opens or closes; true when something changed. */
    sync(open: boolean, create: () => Ref): boolean {
      if (open === (slot !== null)) return false;
      if (slot) {
        slot.unwire();
        slot.actor.stop();
        slot = null;
      } else {
        const actor = create();
        slot = { actor, unwire: wire(actor) };
        actor.start();
      }
      return true;
    },
  };
}

/**
 * Starts a sign-in actor each time the sign-in modal opens (for the connected address and chain, with the pending
 * invite code) and a network-switch actor each time the chain modal opens; each stops when its modal closes, so
 * every opening starts afresh (wallet-kit-behaviour.md section 4.3: the message is fetched on mount).
 */
export function createModalActors(options: ModalActorsOptions) {
  const { connection, inspect } = options;
  const listeners = new Set<() => void>();
  const signIn = modalSlot<SignInRef>(options.wireSignIn);
  const networkSwitch = modalSlot<NetworkSwitchRef>(options.wireNetworkSwitch);
  let current: ModalActors = { signIn: null, networkSwitch: null };

  const sync = (closeAll = false) => {
    const snapshot = connection.getSnapshot();
    const { address, chainId } = snapshot.context;
    const signInChanged = signIn.sync(
      !closeAll && snapshot.hasTag('signInModalOpen') && address !== null && chainId !== null,
      () =>
        createActor(options.signInLogic, {
          input: { address: address ?? '', chainId: chainId ?? 0, inviteCode: options.inviteCode() },
          inspect,
        }),
    );
    const networkChanged = networkSwitch.sync(!closeAll && snapshot.hasTag('chainModalOpen'), () =>
      createActor(options.networkSwitchLogic, {
        input: { chainId, supportedChainIds: options.supportedChainIds },
        inspect,
      }),
    );
    if (!signInChanged && !networkChanged) return;
    current = { signIn: signIn.actor(), networkSwitch: networkSwitch.actor() };
    for (const listener of listeners) listener();
  };

  sync();
  const subscription = connection.subscribe(() => sync());
  return {
    getSnapshot: () => current,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    stop() {
      subscription.unsubscribe();
      sync(true);
      listeners.clear();
    },
  };
}

export type ModalActorsStore = ReturnType<typeof createModalActors>;
