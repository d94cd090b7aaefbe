import { renderView } from '@test/support/render-view';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AppServices } from './app-services';
import { WalletBoundary } from './wallet-boundary';
import { createWalletDemand } from './wallet-demand';

const chunk = vi.hoisted(() => ({ load: vi.fn(), loaded: vi.fn<() => unknown>(() => undefined) }));
vi.mock('./wallet-loader', () => ({ loadWalletChunk: chunk.load, loadedWalletChunk: chunk.loaded }));

function WalletRootStandIn() {
  return <p>wallet running</p>;
}

/** The boundary beside the page, as the app area mounts it. */
function PageBesideWallet({ services }: { services: AppServices }) {
  return (
    <>
      <WalletBoundary services={services} eager onRunning={() => undefined} />
      <p>page content</p>
    </>
  );
}

describe('WalletBoundary', () => {
  it('keeps the page usable when the wallet fails to download, says so in the app language, and Retry loads it', async () => {
    chunk.load
      .mockRejectedValueOnce(new Error('chunk download failed'))
      .mockResolvedValue({ default: WalletRootStandIn });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The boundary reads only the wallet service.
    const services = { wallet: createWalletDemand(chunk.load) } as unknown as AppServices;
    await renderView(<PageBesideWallet services={services} />, { language: 'zh' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('钱包组件加载失败，请检查网络连接。');
    expect(screen.getByText('page content')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('wallet running')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('page content')).toBeInTheDocument();
  });

  it('mounts a wallet a prefetch already ran in the render that asks for it, without waiting for a download', async () => {
    chunk.load.mockReset();
    chunk.loaded.mockReturnValue({ default: WalletRootStandIn });
    const services = { wallet: createWalletDemand(chunk.load) } as unknown as AppServices;
    await renderView(<PageBesideWallet services={services} />);
    expect(screen.getByText('wallet running')).toBeInTheDocument();
    expect(screen.getByText('page content')).toBeInTheDocument();
    expect(chunk.load).not.toHaveBeenCalled();
  });
});
