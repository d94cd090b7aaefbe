import { defaultStorage, type KeyValueStorage, writeItem } from '../storage/browser-storage';

/**
 * WalletConnect's own key: its provider reads it to send later requests (sign, switch) to the same wallet app.
 * Not under this product's prefix, since the SDK looks it up by this name.
 */
export const DEEP_LINK_CHOICE_KEY = 'WALLETCONNECT_DEEPLINK_CHOICE';

/** Schemes a wallet app link may use: web links, and the apps' own schemes; never script or data URLs. */
const refusedSchemes = /^\s*(javascript|data|vbscript|file|blob):/i;

export interface WalletAppTarget {
  uri: string;
  walletName: string;
}

export interface WalletAppNavigation {
  storage?: KeyValueStorage | null;
  /** Opens an http(s) link in a new tab through a detached anchor (a plain window.open leaves a blank tab on iOS). */
  openInNewTab?: (href: string) => void;
  /** Sends this tab to an app scheme (okx://, rainbow://, …): the phone hands it to the wallet app. */
  goTo?: (href: string) => void;
}

function clickDetachedAnchor(href: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.target = '_blank';
  link.rel = 'noreferrer noopener';
  link.click();
}

/**
 * Opens the wallet app a phone user tapped (docs/wallet-behaviour.md, section 2): remembers the choice for
 * WalletConnect (the link without its query, which holds the one-time pairing), then navigates. Returns false,
 * doing nothing, for a link that is not one a wallet app uses.
 */
export function openWalletApp(
  { uri, walletName }: WalletAppTarget,
  {
    storage = defaultStorage(),
    openInNewTab = clickDetachedAnchor,
    goTo = (href) => window.location.assign(href),
  }: WalletAppNavigation = {},
): boolean {
  if (uri.length === 0 || refusedSchemes.test(uri)) return false;
  const href = uri.split('?')[0] ?? uri;
  writeItem(DEEP_LINK_CHOICE_KEY, JSON.stringify({ href, name: walletName }), storage);
  if (/^https?:/i.test(uri)) openInNewTab(uri);
  else goTo(uri);
  return true;
}
