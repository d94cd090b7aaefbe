import { createFakeWalletConfig } from '@test/support/fake-wallet';
import { describe, expect, it, vi } from 'vitest';
import { connectWallet } from './connect-wallet';
import { disconnectWallet } from './disconnect-wallet';
import { watchDisconnectElsewhere } from './watch-disconnect-elsewhere';

/** What another tab's write of a wagmi storage key looks like to this page. */
const otherTab = (key: string, newValue: string | null) =>
  window.dispatchEvent(new StorageEvent('storage', { key, newValue }));

async function connectedPage() {
  const config = createFakeWalletConfig({ wallets: [{ walletId: 'okx' }, { walletId: 'metaMask' }] });
  await connectWallet(config, { walletId: 'okx' });
  const heard = vi.fn();
  const stop = watchDisconnectElsewhere(config, heard);
  // wagmi's own id of the connector (the fake wallets are wagmi's mock connector), as in its storage keys.
  const flag = `wagmi.${config.connectors[0]?.id}.disconnected`;
  return { config, heard, stop, flag };
}

describe('watchDisconnectElsewhere', () => {
  it("hears another tab's disconnect of the wallet this page is connected with", async () => {
    const { heard, stop, flag } = await connectedPage();
    otherTab(flag, 'true');
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
  });

  it("ignores another wallet's flag, the flag being removed (a reconnect) and other keys", async () => {
    const { heard, stop, flag } = await connectedPage();
    otherTab('wagmi.io.metamask.disconnected', 'true');
    otherTab(flag, null);
    otherTab('wagmi.recentConnectorId', '"mock"');
    otherTab(flag.replace('wagmi.', 'other.'), 'true');
    expect(heard).not.toHaveBeenCalled();
    stop();
  });

  it('ignores the flag once this page is disconnected, and after it stops watching', async () => {
    const { config, heard, stop, flag } = await connectedPage();
    await disconnectWallet(config);
    otherTab(flag, 'true');
    expect(heard).not.toHaveBeenCalled();
    await connectWallet(config, { walletId: 'okx' });
    stop();
    otherTab(flag, 'true');
    expect(heard).not.toHaveBeenCalled();
  });
});
