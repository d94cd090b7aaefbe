import { flush } from '@test/support/flush';
import {
  noPurchases,
  purchaseOrder,
  ready,
  startControllablePurchase,
  tokenInfoView,
} from '@test/support/purchase-fixtures';
import { renderView } from '@test/support/render-view';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PurchaseScreen } from './purchase-screen';

const IN_TIME = Date.parse('2030-01-01T00:00:00.000Z');
/** The payment panel's wrong-network box (the amount field has an alert of its own). */
const networkBox = (title: string) => screen.getByText(title).closest('[role="alert"]');

async function renderOnWrongNetwork(options: { language: 'en' | 'zh'; networkName?: string }) {
  const fakes = startControllablePurchase();
  await renderView(
    <PurchaseScreen
      actorRef={fakes.actor}
      info={ready(tokenInfoView)}
      history={noPurchases}
      networkName={options.networkName}
      clock={() => IN_TIME}
    />,
    { language: options.language },
  );
  fireEvent.change(screen.getByRole('textbox'), { target: { value: '1000' } });
  fireEvent.click(screen.getByRole('button', { name: /Buy DGAI|购买 DGAI/ }));
  await act(async () => fakes.order.resolve(purchaseOrder));
  await act(async () => fakes.payment.reject({ code: 'chain_mismatch' }));
  await flush();
  return fakes;
}

describe('purchase screen: a wallet on another network', () => {
  it('names the network before the chain definitions load, then switches with one press', async () => {
    const { network, payment } = await renderOnWrongNetwork({ language: 'en' });
    expect(networkBox('Your wallet is on another network')).toHaveTextContent(
      "This order is paid on the order's network. Switch your wallet to it",
    );
    const switchButton = screen.getByRole('button', { name: 'Switch network' });
    expect(switchButton).toHaveFocus();
    fireEvent.click(switchButton);
    await flush();
    expect(switchButton).toBeDisabled();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Confirm in your wallet');
    await act(async () => network.resolve({ switchedAt: IN_TIME }));
    await flush();
    expect(payment.calls).toHaveLength(2);
    expect(screen.queryByText('Your wallet is on another network')).toBeNull();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent(
      'it asks you to send 0.1 BNB',
    );
  }, 20_000); // the first render loads the app's texts; on a shared, busy machine that can outlast the default 5 s

  it('says in Chinese that the switch was declined, with Switch network and Cancel', async () => {
    const { network, actor } = await renderOnWrongNetwork({ language: 'zh', networkName: 'BSC Testnet' });
    expect(networkBox('钱包当前在其他网络上')).toHaveTextContent('此订单需在 BSC Testnet 上支付');
    fireEvent.click(screen.getByRole('button', { name: '切换网络' }));
    await act(async () => network.reject({ code: 'user_rejected' }));
    await flush();
    expect(networkBox('钱包当前在其他网络上')).toHaveTextContent('你在钱包中拒绝了切换网络');
    expect(screen.getByRole('button', { name: '切换网络' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(actor.getSnapshot().hasTag('editing')).toBe(true);
  });
});
