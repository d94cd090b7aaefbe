import { walletDialogsPaths } from '@test/models/composed-wallet-dialogs';
import { flush } from '@test/support/flush';
import { idleConnection, idleCopyAddress, idleTransactionStore } from '@test/support/idle-wallet-logic';
import { renderView } from '@test/support/render-view';
import { replayPath, uniqueNames } from '@test/support/replay-path';
import { pathName } from '@test/support/test-model';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromCallback, fromPromise } from 'xstate';
import { WalletSystemChildren } from '@/app/wallet-chunk/wallet-system-children';
import { createWalletI18n } from '@/i18n/wallet-i18n';
import { connectClicksMachine } from '@/machines/connect-clicks/connect-clicks.machine';
import {
  type ReadLoginTokenOutput,
  type SessionProfile,
  sessionMachine,
} from '@/machines/session/session.machine';
import {
  type WalletCommand,
  type WalletWatcherEvent,
  walletSystemMachine,
} from '@/machines/wallet-system/wallet-system.machine';
import { CopyAddressActor } from '@/ui/actors/copy-address-context';
import { WalletSystemActor } from '@/ui/actors/wallet-system-context';
import { AccountDialog } from '@/ui/wallet/account/account-dialog';
import { ConnectButton } from '@/ui/wallet/button/connect-button';
import { NetworkModal } from '@/ui/wallet/network/network-modal';
import { SignInModal } from '@/ui/wallet/sign-in/sign-in-modal';
import { ToastsProvider } from '@/ui/wallet/toasts/toasts-provider';
import { ViewData } from './support/render-wallet';
import { chains } from './support/wallet-fixtures';

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const configured = chains.bscTestnet.id;
const unconfigured = chains.ethereum.id;

const profile: SessionProfile = {
  address: alice,
  inviteCode: 'ABCD2345',
  inviter: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  pass: { holder: false, since: null },
  balance: { claimed: '0', commission: '0' },
};

/**
 * The wallet system as the wallet chunk composes it, with every chart real (connection, network switch, sign-in,
 * transaction store, session) and only the outside world stubbed: the wallet watcher is driven by the test, the
 * session's stored token and GET /me answer as for a signed-in visitor, wallet requests never settle.
 */
function startWalletSystem() {
  const watcher: { emit?: (event: WalletWatcherEvent) => void } = {};
  const session = createActor(
    sessionMachine.provide({
      actors: {
        readLoginToken: fromPromise<ReadLoginTokenOutput>(async () => ({
          token: 'stored-token',
          clockOffsetMs: null,
        })),
        fetchProfile: fromPromise(async () => profile),
      },
    }),
  ).start();
  const logic = walletSystemMachine.provide({
    actors: {
      connection: idleConnection,
      transactionStore: idleTransactionStore,
      watchWallet: fromCallback<WalletCommand>(({ sendBack }) => {
        watcher.emit = sendBack;
        return () => undefined;
      }),
    },
  });
  const emit = (event: WalletWatcherEvent) => {
    if (!watcher.emit) throw new Error('the wallet watcher is not running');
    watcher.emit(event);
  };
  return { logic, session, emit };
}

function scene({ logic, session }: Omit<ReturnType<typeof startWalletSystem>, 'emit'>) {
  return (
    <I18nextProvider i18n={createWalletI18n()}>
      <ToastsProvider>
        <WalletSystemActor.Provider
          logic={logic}
          options={{
            input: {
              supportedChainIds: [configured, chains.bsc.id],
              session,
              connectClicks: createActor(connectClicksMachine).start(),
            },
          }}
        >
          <WalletSystemChildren>
            <CopyAddressActor.Provider logic={idleCopyAddress}>
              <ViewData>
                <header data-testid="page-header">
                  <ConnectButton />
                </header>
                <AccountDialog />
                <SignInModal />
                <NetworkModal />
              </ViewData>
            </CopyAddressActor.Provider>
          </WalletSystemChildren>
        </WalletSystemActor.Provider>
      </ToastsProvider>
    </I18nextProvider>
  );
}

const header = () => within(screen.getByTestId('page-header'));
const networkDialog = () => screen.queryByRole('dialog', { name: 'Switch networks' });
const accountDialog = () => screen.queryByRole('dialog', { name: 'Your account' });

/** What the page must show in each state of the model, read as a visitor would. */
function expectPage(expected: AnyMachineSnapshot) {
  if (expected.matches('disconnected')) {
    expect(header().getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    return;
  }
  const onConfigured = expected.matches('configuredChain');
  if (onConfigured) {
    expect(header().getByRole('button', { name: /^Network: BSC Testnet/ })).toBeVisible();
    expect(header().queryByRole('button', { name: 'Wrong network' })).toBeNull();
  } else {
    expect(header().getByRole('button', { name: 'Wrong network' })).toBeVisible();
    expect(header().queryByRole('button', { name: /^Network:/ })).toBeNull();
  }
  const showsNetwork =
    expected.matches({ configuredChain: 'networkDialog' }) ||
    expected.matches({ unconfiguredChain: 'networkDialog' });
  const showsAccount = expected.matches({ configuredChain: 'accountDialog' });
  expect(screen.queryByRole('dialog', { name: 'Connect a wallet' })).toBeNull();
  expect(screen.queryByRole('dialog', { name: 'Verify your account' })).toBeNull();
  expect(accountDialog() !== null).toBe(showsAccount);
  expect(networkDialog() !== null).toBe(showsNetwork);
  const dialog = networkDialog();
  if (!dialog) return;
  const rows = within(dialog);
  const testnetRow = rows.getByRole('button', { name: /BSC Testnet/ });
  if (onConfigured) {
    expect(testnetRow).toHaveTextContent('Connected');
    expect(rows.queryByRole('alert')).toBeNull();
  } else {
    expect(rows.queryByText('Connected')).toBeNull();
    expect(rows.getByRole('alert')).toHaveTextContent('This network is not supported');
  }
}

const paths = walletDialogsPaths();

describe('the composed wallet system, through the DOM (test/models/composed-wallet-dialogs.ts)', () => {
  it('generates a pinned number of paths', () => {
    // One per transition-aware vertex (src/machines/AGENTS.md): every transition of the model is on a path.
    expect(paths).toHaveLength(12);
  });

  for (const { name, item: path } of uniqueNames(paths, pathName))
    it(name, async () => {
      const { logic, session, emit } = startWalletSystem();
      const { unmount } = await renderView(scene({ logic, session }));
      await flush();
      await act(async () => emit({ type: 'wallet.connected', address: alice, chainId: configured }));
      await flush();
      const checked = await replayPath(
        path,
        {
          'wallet.toConfiguredChain': () =>
            act(async () => emit({ type: 'wallet.chainChanged', chainId: configured })),
          'wallet.toUnconfiguredChain': () =>
            act(async () => emit({ type: 'wallet.chainChanged', chainId: unconfigured })),
          'wallet.disconnects': () => act(async () => emit({ type: 'wallet.disconnected' })),
          'visitor.opensNetworkDialog': () =>
            fireEvent.click(header().getByRole('button', { name: /^Network:|^Wrong network$/ })),
          'visitor.opensAccountDialog': () =>
            fireEvent.click(header().getByRole('button', { name: /0xf3…2266$/ })),
          'visitor.closesDialog': () =>
            fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' }),
        },
        async (expected) => {
          await flush();
          expectPage(expected);
        },
      );
      expect(checked).toBe(path.steps.length);
      unmount();
      session.stop();
    });
});
