import type { WalletKey } from '@/i18n/wallet-keys';
import { INSTALLED_GROUP, knownRecentIds, type WalletOption } from '@/machines/shared/wallet-options';

/** Wallets offered on the GET step and in the mobile GET list (docs/wallet-behaviour.md, sections 2 and 4). */
export const GET_STEP_MAX = 5;
const MOBILE_GET_MAX = 3;

/** The configured wallets (not the ones the browser announced), recent ones first, then in configured order. */
function configuredRecentFirst(wallets: readonly WalletOption[], recentIds: readonly string[]) {
  const recent = knownRecentIds(recentIds, wallets);
  const configured = wallets.filter((wallet) => wallet.groupName !== INSTALLED_GROUP);
  const rank = (wallet: WalletOption) => {
    const index = recent.indexOf(wallet.id);
    return index < 0 ? recent.length : index;
  };
  return [...configured].sort((a, b) => rank(a) - rank(b));
}

const canBeDownloaded = ({ downloadUrls }: WalletOption) =>
  Boolean(downloadUrls.extension || downloadUrls.desktop || downloadUrls.qrCode);

/**
 * The GET step's wallets (docs/wallet-behaviour.md, section 4): the first 5, and only then those that can be
 * downloaded here, so fewer than 5 may show.
 */
export function getStepWallets(wallets: readonly WalletOption[], recentIds: readonly string[]) {
  return configuredRecentFirst(wallets, recentIds).slice(0, GET_STEP_MAX).filter(canBeDownloaded);
}

/** The mobile GET list: the first 3 configured wallets with a mobile app to download. */
export function mobileGetWallets(wallets: readonly WalletOption[]) {
  return wallets
    .filter((wallet) => wallet.groupName !== INSTALLED_GROUP && Boolean(wallet.downloadUrls.mobile))
    .slice(0, MOBILE_GET_MAX);
}

/** The mobile wallet row: configured wallets that can connect now, recent ones first. */
export function mobileRowWallets(wallets: readonly WalletOption[], recentIds: readonly string[]) {
  const recent = new Set(knownRecentIds(recentIds, wallets));
  return configuredRecentFirst(wallets, recentIds)
    .filter((wallet) => wallet.ready)
    .map((wallet) => ({ ...wallet, recent: recent.has(wallet.id) }));
}

/** What a GET row says the wallet comes as; a desktop app alone gets no line (as in the reference kit). */
export function getDescriptionKey({ downloadUrls }: WalletOption): WalletKey | null {
  if (downloadUrls.qrCode && downloadUrls.extension) return 'connect.get.mobile_and_extension';
  if (downloadUrls.qrCode && downloadUrls.desktop) return 'connect.get.mobile_and_desktop';
  if (downloadUrls.qrCode) return 'connect.get.mobile';
  if (downloadUrls.extension) return 'connect.get.extension';
  return null;
}
