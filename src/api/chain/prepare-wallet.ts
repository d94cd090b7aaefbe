import { getWagmiConfig } from './wagmi-config';
import { getWalletEntries } from './wallet-metadata';

/** Icons decoded ahead of the dialog, kept for the page's life so the decoded images stay in the cache. */
const decodedIcons: HTMLImageElement[] = [];

/** Parses an icon (SVG data URLs mostly) now, so the dialog's first frame only has to paint it. */
function decodeAhead(url: string): Promise<void> {
  if (!url || typeof Image === 'undefined') return Promise.resolve();
  const image = new Image();
  image.src = url;
  decodedIcons.push(image);
  // A browser without decode() (jsdom) or an icon that fails to decode: the dialog decodes it as before.
  return typeof image.decode === 'function' ? image.decode().catch(() => undefined) : Promise.resolve();
}

/**
 * Makes ready what the first connect dialog needs before anyone asks (a prefetch): the wagmi config (it starts
 * listening for browser wallets) and the configured wallets' icons, fetched as their own small chunks and
 * decoded.
 */
export async function prepareWallet(): Promise<void> {
  const wallets = await getWalletEntries(getWagmiConfig());
  await Promise.all(wallets.map((wallet) => decodeAhead(wallet.iconUrl)));
}
