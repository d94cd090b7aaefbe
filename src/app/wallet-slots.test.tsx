import { renderView } from '@test/support/render-view';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, type EventObject, fromTransition } from 'xstate';
import { connectClicksMachine } from '@/machines/connect-clicks/connect-clicks.machine';
import { ConnectClicksActor } from '@/ui/actors/connect-clicks-context';
import { createWalletDemand } from './wallet-demand';
import { ConnectCtaSlot, HeaderWalletSlot, WalletDemandContext } from './wallet-slots';

/** A wallet system stand-in that keeps the clicks handed to it. */
const recordingWalletSystem = () =>
  createActor(
    fromTransition(
      (received: EventObject[], event: EventObject) => [...received, event],
      [] as EventObject[],
    ),
  ).start();

/** The stand-ins as the app area mounts them before the wallet chunk runs, with its connect-clicks actor. */
async function renderStandIns(Slot: typeof HeaderWalletSlot) {
  // The browser never idles here: only a click asks for the wallet.
  const demand = createWalletDemand(
    vi.fn(async () => undefined),
    () => () => undefined,
  );
  const clicks: { current: AnyActorRef | null } = { current: null };
  function Capture() {
    clicks.current = ConnectClicksActor.useActorRef();
    return null;
  }
  await renderView(
    <WalletDemandContext value={demand}>
      <ConnectClicksActor.Provider logic={connectClicksMachine}>
        <Capture />
        <Slot />
      </ConnectClicksActor.Provider>
    </WalletDemandContext>,
  );
  const [standIn] = screen.getAllByRole('button');
  if (!standIn || !clicks.current) throw new Error('no stand-in control');
  return { demand, clicks: clicks.current, standIn };
}

// src/app/CONTEXT.md (Lazy chunks): the first Connect Wallet click loads the wallet; that click opens the connect
// dialog once the wallet has loaded (docs/wallet-behaviour.md section 1: one dialog).
describe('Connect Wallet stand-ins before the wallet chunk runs', () => {
  it.each([
    { slot: 'header chip', Slot: HeaderWalletSlot },
    { slot: 'page call to action', Slot: ConnectCtaSlot },
  ])(
    'a click on the $slot asks for the wallet and is handed, once, to the wallet system that starts',
    async ({ Slot }) => {
      const { demand, clicks, standIn } = await renderStandIns(Slot);
      expect(demand.isRequested()).toBe(false);
      fireEvent.click(standIn);
      fireEvent.click(standIn);
      expect(demand.isRequested()).toBe(true);
      const wallet = recordingWalletSystem();
      clicks.send({ type: 'walletSystem.started', walletSystem: wallet });
      // Two presses while the wallet loaded are one wish: one connect dialog.
      expect(wallet.getSnapshot().context).toEqual([{ type: 'user.connectClicked' }]);
    },
  );
});
