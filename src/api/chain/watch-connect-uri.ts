import type { WalletConnector, WalletDetails } from './wallet-connectors';

/** The WalletConnect pairing URI and what each surface of the chosen wallet makes of it. */
export interface WalletUris {
  /** The raw `wc:` URI. */
  uri: string;
  /** What the QR code encodes (some wallets wrap the URI in their universal link). */
  qrCodeUri?: string;
  /** The deep link that opens the wallet app on a phone. */
  mobileUri?: string;
  /** The link that opens the wallet's desktop app. */
  desktopUri?: string;
}

/** Runs the wallet's own URI getters over a WalletConnect URI. */
function toWalletUris(details: WalletDetails | undefined, uri: string): WalletUris {
  const uris: WalletUris = { uri };
  const qrCode = details?.qrCode?.getUri?.(uri);
  const mobile = details?.mobile?.getUri?.(uri);
  const desktop = details?.desktop?.getUri?.(uri);
  if (qrCode) uris.qrCodeUri = qrCode;
  if (mobile) uris.mobileUri = mobile;
  if (desktop) uris.desktopUri = desktop;
  return uris;
}

/**
 * Calls `onUri` each time the connector reports a pairing URI (wagmi's `message` event of type
 * `display_uri`, emitted while `connect()` waits for the phone). Returns the unsubscribe function.
 */
export function subscribeToConnectUri(
  connector: WalletConnector,
  onUri: (uris: WalletUris) => void,
): () => void {
  const listener = (message: { type: string; data?: unknown }) => {
    if (message.type === 'display_uri' && typeof message.data === 'string') {
      onUri(toWalletUris(connector.rkDetails, message.data));
    }
  };
  connector.emitter.on('message', listener);
  return () => connector.emitter.off('message', listener);
}
