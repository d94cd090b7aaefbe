import type { Config } from '@wagmi/core';
import {
  currentPlatformHints,
  type DownloadUrls,
  detectPlatform,
  type PickedDownloadUrls,
  type Platform,
  pickDownloadUrls,
} from './download-urls';
import {
  isDiscoveredConnector,
  type WalletConnector,
  type WalletDetails,
  walletIdOf,
} from './wallet-connectors';

/** The group of wallets the browser announced itself (EIP-6963); always listed first. */
const installedGroupName = 'Installed';

type InstructionStepKind = 'install' | 'create' | 'scan' | 'connect' | 'refresh';
interface InstructionStep {
  step: InstructionStepKind;
  /** Translation keys (the wallet kit's `wallet_connectors.<wallet>.<surface>.stepN.*`). */
  title: string;
  description: string;
}
export interface WalletInstructions {
  learnMoreUrl: string;
  steps: InstructionStep[];
}

/** One wallet as the connect dialog shows it: plain, serialisable data (no functions, no bigint). */
export interface WalletEntry extends PickedDownloadUrls {
  /** RainbowKit wallet id (`okx`, `metaMask`, …), or the rdns of a browser-announced wallet. */
  id: string;
  name: string;
  shortName?: string;
  rdns?: string;
  /** An image URL (data: URL for the built-in icons). Empty when the icon could not be loaded. */
  iconUrl: string;
  iconBackground: string;
  iconAccent?: string;
  /** Can be connected now: installed, or reached through WalletConnect. */
  ready: boolean;
  installed?: boolean;
  groupName: string;
  /** 0 for Installed, then 1…n in the order of the configured groups. */
  groupIndex: number;
  /** Position in the configured list (announced wallets come after it). */
  index: number;
  source: 'wallet-list' | 'eip6963';
  downloadUrls: DownloadUrls;
  instructions: { qrCode?: WalletInstructions; extension?: WalletInstructions; desktop?: WalletInstructions };
  /** A QR code can be shown: the wallet turns the WalletConnect URI into its own QR content. */
  hasQrCode: boolean;
  /** A mobile deep link can be built from the WalletConnect URI. */
  hasMobileUri: boolean;
  hasDesktopUri: boolean;
  /** What the GET step may offer for this browser / OS. */
  availability: { mobile: boolean; extension: boolean; desktop: boolean };
  /** The walletConnect entry can also open WalletConnect's own modal ("OPEN"). */
  hasWalletConnectModal: boolean;
  /** An announced (Installed) wallet with this rdns replaces this entry in the desktop list. */
  shadowedByInstalled: boolean;
}

export interface GetWalletEntriesParameters {
  /** Chooses the per-browser / per-OS download links; the running browser's by default. */
  platform?: Platform;
}
export type GetWalletEntriesReturnType = WalletEntry[];

async function resolveIcon(iconUrl: WalletDetails['iconUrl']): Promise<string> {
  try {
    return typeof iconUrl === 'function' ? await iconUrl() : iconUrl;
  } catch {
    // The icon chunk failed to load: the row still renders, with the icon background only.
    return '';
  }
}

function copyInstructions(source: { instructions?: WalletInstructions } | undefined) {
  const instructions = source?.instructions;
  if (!instructions) return undefined;
  return { learnMoreUrl: instructions.learnMoreUrl, steps: instructions.steps.map((step) => ({ ...step })) };
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

async function fromWalletList(
  details: WalletDetails,
  platform: Platform,
  extras: { hasWalletConnectModal: boolean; shadowedByInstalled: boolean },
): Promise<WalletEntry> {
  const downloadUrls: DownloadUrls = withoutUndefined({ ...details.downloadUrls });
  const picked = pickDownloadUrls(downloadUrls, platform);
  const hasQrCode = typeof details.qrCode?.getUri === 'function';
  return withoutUndefined({
    id: details.id,
    name: details.name,
    shortName: details.shortName,
    rdns: details.rdns,
    iconUrl: await resolveIcon(details.iconUrl),
    iconBackground: details.iconBackground,
    iconAccent: details.iconAccent,
    ready: details.installed ?? true,
    installed: details.installed,
    groupName: details.groupName,
    groupIndex: details.groupIndex,
    index: details.index,
    source: 'wallet-list' as const,
    downloadUrls,
    ...picked,
    instructions: withoutUndefined({
      qrCode: copyInstructions(details.qrCode),
      extension: copyInstructions(details.extension),
      desktop: copyInstructions(details.desktop),
    }),
    hasQrCode,
    hasMobileUri: typeof details.mobile?.getUri === 'function',
    hasDesktopUri: typeof details.desktop?.getUri === 'function',
    availability: {
      mobile: Boolean(downloadUrls.qrCode) && hasQrCode,
      extension: Boolean(picked.extensionDownloadUrl),
      desktop: Boolean(picked.desktopDownloadUrl),
    },
    ...extras,
  });
}

function fromDiscovered(connector: WalletConnector, index: number): WalletEntry {
  return {
    id: connector.id,
    name: connector.name,
    rdns: connector.id,
    iconUrl: connector.icon ?? '',
    iconBackground: 'transparent',
    ready: true,
    installed: true,
    groupName: installedGroupName,
    groupIndex: 0,
    index,
    source: 'eip6963',
    downloadUrls: {},
    instructions: {},
    hasQrCode: false,
    hasMobileUri: false,
    hasDesktopUri: false,
    availability: { mobile: false, extension: false, desktop: false },
    hasWalletConnectModal: false,
    shadowedByInstalled: false,
  };
}

/**
 * The wallet list the connect dialog shows, from the config's connectors: the configured wallets
 * (ids from `rkDetails`, icons resolved) and the wallets the browser announced (group Installed),
 * ordered by group, Installed first. WalletConnect's modal connector is folded into the
 * walletConnect entry (`hasWalletConnectModal`). Never rejects: an icon that fails to load leaves `iconUrl` empty.
 */
export async function getWalletEntries(
  config: Config,
  { platform = detectPlatform(currentPlatformHints()) }: GetWalletEntriesParameters = {},
): Promise<GetWalletEntriesReturnType> {
  const connectors = config.connectors as readonly WalletConnector[];
  const discovered = connectors.filter(isDiscoveredConnector);
  const installedIds = new Set(discovered.map(walletIdOf));
  const listed = connectors.filter((c) => c.rkDetails?.isRainbowKitConnector);
  const modalWalletIds = new Set(
    listed.filter((c) => c.rkDetails?.isWalletConnectModalConnector).map(walletIdOf),
  );
  const listEntries = await Promise.all(
    listed
      .filter((c) => !c.rkDetails?.isWalletConnectModalConnector)
      .map((c) => {
        const details = c.rkDetails as WalletDetails;
        return fromWalletList(details, platform, {
          hasWalletConnectModal: modalWalletIds.has(details.id),
          shadowedByInstalled: details.rdns !== undefined && installedIds.has(details.rdns),
        });
      }),
  );
  const installedEntries = discovered.map((c, i) => fromDiscovered(c, listEntries.length + i));
  // Array.prototype.sort is stable: configured order is kept inside each group.
  return [...installedEntries, ...listEntries].sort((a, b) => a.groupIndex - b.groupIndex);
}
