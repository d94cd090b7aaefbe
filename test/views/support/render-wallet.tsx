import {
  idleCopyAddress,
  idleNetworkSwitch,
  idleSignIn,
  idleTransactionStore,
} from '@test/support/idle-wallet-logic';
import { screen, within } from '@testing-library/react';
import { type ReactNode, useCallback } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Actor, ActorOptions, ActorRefFrom, InspectionEvent } from 'xstate';
import { createWalletI18n } from '@/i18n/wallet-i18n';
import type { WalletLocale } from '@/i18n/wallet-locale';
import { type ConnectionInput, connectionMachine } from '@/machines/connection/connection.machine';
import type { copyAddressMachine } from '@/machines/copy-address/copy-address.machine';
import type { networkSwitchMachine } from '@/machines/network-switch/network-switch.machine';
import type { signInMachine } from '@/machines/sign-in/sign-in.machine';
import type {
  TransactionStoreInput,
  transactionStoreMachine,
} from '@/machines/transaction-store/transaction-store.machine';
import { ConnectionActor } from '@/ui/actors/connection-context';
import { CopyAddressActor } from '@/ui/actors/copy-address-context';
import { NetworkSwitchActor } from '@/ui/actors/network-switch-context';
import { SignInActor } from '@/ui/actors/sign-in-context';
import { TransactionStoreActor } from '@/ui/actors/transaction-store-context';
import { Dialog } from '@/ui/kit/dialog';
import { AccountDialog } from '@/ui/wallet/account/account-dialog';
import { ConnectButton } from '@/ui/wallet/button/connect-button';
import { ConnectCta } from '@/ui/wallet/button/connect-cta';
import { NetworkModal } from '@/ui/wallet/network/network-modal';
import { SignInModal } from '@/ui/wallet/sign-in/sign-in-modal';
import { ToastsProvider } from '@/ui/wallet/toasts/toasts-provider';
import { WalletViewDataContext } from '@/ui/wallet/wallet-view-data';
import { viewDataFor } from './wallet-fixtures';

type Inspect = ActorOptions<never>['inspect'];

function observe(inspect: NonNullable<Inspect>, event: InspectionEvent) {
  if (typeof inspect === 'function') inspect(event);
  else inspect.next?.(event);
}

export interface RenderWalletOptions {
  connectionInput: ConnectionInput;
  signInLogic?: typeof signInMachine;
  networkSwitchLogic?: typeof networkSwitchMachine;
  copyAddressLogic?: typeof copyAddressMachine;
  transactionStoreInput?: TransactionStoreInput;
  viewData?: Parameters<typeof viewDataFor>[1];
  inspect?: { connection?: Inspect; signIn?: Inspect; networkSwitch?: Inspect; copyAddress?: Inspect };
  locale?: WalletLocale;
}

/** The latest actor of each context, as the views see it (per-opening ones are replaced on every opening). */
export interface WalletActors {
  connection?: ActorRefFrom<typeof connectionMachine>;
  signIn?: ActorRefFrom<typeof signInMachine>;
  networkSwitch?: ActorRefFrom<typeof networkSwitchMachine>;
  copyAddress?: Actor<typeof copyAddressMachine>;
  transactionStore?: ActorRefFrom<typeof transactionStoreMachine>;
}

/** Stands in for the connect dialog (another folder): open on its tag, closed with user.closeModal. */
function ConnectDialogStandIn() {
  const open = ConnectionActor.useSelector((snapshot) => snapshot.hasTag('connectModalOpen'));
  const connection = ConnectionActor.useActorRef();
  const close = useCallback(() => connection.send({ type: 'user.closeModal' }), [connection]);
  return (
    <Dialog open={open} onClose={close} title="Connect a wallet" closeLabel="Close">
      <p>wallet list</p>
    </Dialog>
  );
}

/** What the composition root does: view data derived from the wallet watchers (here: the connection's context). */
export function ViewData({
  options,
  children,
}: {
  options?: RenderWalletOptions['viewData'];
  children: ReactNode;
}) {
  const address = ConnectionActor.useSelector((snapshot) => snapshot.context.address);
  const chainId = ConnectionActor.useSelector((snapshot) => snapshot.context.chainId);
  const supportedChainIds = ConnectionActor.useSelector((snapshot) => snapshot.context.supportedChainIds);
  return (
    <WalletViewDataContext value={viewDataFor({ address, chainId, supportedChainIds }, options)}>
      {children}
    </WalletViewDataContext>
  );
}

/** Keeps the actors the views run in, so a test can compare them with the model. */
function Capture({ into }: { into: WalletActors }) {
  into.connection = ConnectionActor.useActorRef();
  into.copyAddress = CopyAddressActor.useActorRef();
  into.transactionStore = TransactionStoreActor.useActorRef();
  return null;
}

function CaptureSignIn({ into }: { into: WalletActors }) {
  into.signIn = SignInActor.useActorRef();
  return null;
}

function CaptureNetworkSwitch({ into }: { into: WalletActors }) {
  into.networkSwitch = NetworkSwitchActor.useActorRef();
  return null;
}

/**
 * The header button, a page call to action and every wallet dialog inside the providers the composition root
 * gives them, with the given machine logic (idle stubs by default), for renderView. Its handles: the live actors,
 * the machine's recorded wallet disconnects and queries within the header, the page and a dialog.
 */
export function walletScene(options: RenderWalletOptions) {
  const actors: WalletActors = {};
  const disconnects: string[] = [];
  const i18n = createWalletI18n(options.locale ? { locale: options.locale } : {});
  const networkSwitchLogic = (options.networkSwitchLogic ?? idleNetworkSwitch).provide({
    actions: { disconnectWallet: () => void disconnects.push('networkSwitch') },
  });
  const signedIn: string[] = [];
  // Sign-in and the network switch run as the connection's children while their modal is open; the token a
  // sign-in reports goes to the wallet system in the app (here: kept for the test).
  const connectionLogic = connectionMachine.provide({
    actors: { networkSwitch: networkSwitchLogic, signIn: options.signInLogic ?? idleSignIn },
    actions: {
      disconnectWallet: () => void disconnects.push('connection'),
      reportSignedIn: (_, { output }) => {
        if (output.outcome === 'signedIn') signedIn.push(output.session.token);
      },
    },
  });
  const { connection, networkSwitch, signIn } = options.inspect ?? {};
  const inspectors = [connection, networkSwitch, signIn].filter((inspect) => inspect !== undefined);
  const inspectConnectionSystem: Inspect = inspectors.length
    ? (event) => {
        for (const inspect of inspectors) observe(inspect, event);
      }
    : undefined;
  const element = (
    <I18nextProvider i18n={i18n}>
      <ToastsProvider>
        <ConnectionActor.Provider
          logic={connectionLogic}
          options={{ input: options.connectionInput, inspect: inspectConnectionSystem }}
        >
          <CopyAddressActor.Provider
            logic={options.copyAddressLogic ?? idleCopyAddress}
            options={{ inspect: options.inspect?.copyAddress }}
          >
            <TransactionStoreActor.Provider
              logic={idleTransactionStore}
              options={{ input: options.transactionStoreInput ?? {} }}
            >
              <ViewData options={options.viewData}>
                <Capture into={actors} />
                <header>
                  <ConnectButton />
                </header>
                <main>
                  <ConnectCta />
                </main>
                <ConnectDialogStandIn />
                <AccountDialog />
                <SignInModal>
                  <CaptureSignIn into={actors} />
                </SignInModal>
                <NetworkModal>
                  <CaptureNetworkSwitch into={actors} />
                </NetworkModal>
              </ViewData>
            </TransactionStoreActor.Provider>
          </CopyAddressActor.Provider>
        </ConnectionActor.Provider>
      </ToastsProvider>
    </I18nextProvider>
  );
  const header = () => within(landmark('header'));
  const main = () => within(landmark('main'));
  const dialog = (name: string | RegExp) => screen.queryByRole('dialog', { name });
  const actor = <K extends keyof WalletActors>(name: K): NonNullable<WalletActors[K]> => {
    const found = actors[name];
    if (!found) throw new Error(`no ${name} actor is mounted`);
    return found;
  };
  return { element, i18n, handles: { actors, actor, disconnects, signedIn, header, main, dialog } };
}

function landmark(tag: 'header' | 'main') {
  const found = document.querySelector<HTMLElement>(tag);
  if (!found) throw new Error(`the wallet scene renders no <${tag}>`);
  return found;
}
