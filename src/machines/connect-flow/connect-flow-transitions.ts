import { and, not } from 'xstate';
import type { ConnectFlowContext, WalletChoice } from './connect-flow-rules';

// Transition pieces the connect-flow machine repeats, kept beside its rules so the machine file reads as its chart.

/** Stores the choice once the assign before it in the same list has recorded it. */
export const persistChoice = {
  type: 'persistWalletChoice',
  params: ({ context }: { context: ConnectFlowContext }): WalletChoice => ({
    latestWalletId: context.latestWalletId,
    recentWalletIds: context.recentWalletIds,
  }),
} as const;
type DownloadKind = 'extension' | 'desktop' | 'mobile';
export const offersDownload = (kind: DownloadKind) => ({ type: 'hasDownload', params: { kind } }) as const;
export const hasGuide = (kind: DownloadKind) => ({ type: 'hasInstructions', params: { kind } }) as const;
/** A download option is there only where the wallet has that download, like its card; then its guide, if any. */
export const chooseDownload = <T extends string>(kind: DownloadKind, guide: T) =>
  [
    { guard: and([offersDownload(kind), hasGuide(kind)]), target: guide },
    { guard: offersDownload(kind), target: 'CONNECT' },
  ] as const;
/** GET's button, by what the wallet offers; the mobile GET list links to the app stores instead. */
type GetWalletGuard =
  | 'offersDownloadOptions'
  | 'offersMobileDownload'
  | 'offersDesktopApp'
  | 'isChosenWalletKnown';
const getWalletRoute = <T extends string>(guard: GetWalletGuard, target: T) =>
  ({ guard: and([not('isMobile'), guard]), target, actions: 'showChosenWallet' }) as const;
/** GET's button, by what the wallet offers (docs/wallet-behaviour.md, section 4). */
export const getWalletRoutes = [
  getWalletRoute('offersDownloadOptions', 'DOWNLOAD_OPTIONS'),
  getWalletRoute('offersMobileDownload', 'DOWNLOAD'),
  getWalletRoute('offersDesktopApp', 'INSTRUCTIONS_DESKTOP'),
  getWalletRoute('isChosenWalletKnown', 'INSTRUCTIONS_EXTENSION'),
] as const;
/** Back from a download step to where the visitor came from going forward (the `origin` region's state). */
const backToOrigin = [
  { guard: 'cameFromGet', target: 'GET', actions: 'clearSelection' },
  { guard: 'cameFromConnect', target: 'CONNECT' },
] as const;
/** DOWNLOAD_OPTIONS' Back: to CONNECT when opened on a chosen wallet, to the list when compact, else its origin. */
export const backFromDownloadOptions = [
  { guard: 'isChosenWalletFlow', target: 'CONNECT' },
  { guard: 'isCompact', target: 'NONE' },
  ...backToOrigin,
  { target: 'NONE' },
] as const;
/**
 * DOWNLOAD's Back: to the options when the wallet had both downloads, else to its origin. Before GET or CONNECT
 * only an installable wallet's options lead to DOWNLOAD, and it has both, so there is no way back to NONE.
 */
export const backFromDownload = [
  { guard: 'hasExtensionAndMobileDownloads', target: 'DOWNLOAD_OPTIONS' },
  ...backToOrigin,
] as const;
