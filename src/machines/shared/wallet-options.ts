/** Wallets discovered in the browser (EIP-6963) form this group, always first. */
export const INSTALLED_GROUP = 'Installed';

/** The kinds of step an instruction list shows (docs/wallet-behaviour.md, section 4). */
export type InstructionStepKind = 'install' | 'create' | 'scan' | 'connect' | 'refresh';

export interface WalletInstructions {
  learnMoreUrl: string;
  /** `title` and `description` are translation keys. */
  steps: { step: InstructionStepKind; title: string; description: string }[];
}

/**
 * One wallet of the connect dialog as plain, serialisable data: what the composition root reads from the
 * connectors (and their wallet metadata) once, so machines and views never touch a connector.
 */
export interface WalletOption {
  id: string;
  name: string;
  shortName?: string;
  iconUrl?: string;
  iconBackground?: string;
  groupName: string;
  /** `installed ?? true`: wallets reached through WalletConnect are always ready. */
  ready: boolean;
  /** Its extension (or injected provider) is there; unknown for a wallet reached through WalletConnect. */
  installed?: boolean;
  /** Download links already picked for this browser, OS and platform. */
  downloadUrls: { extension?: string; desktop?: string; mobile?: string; qrCode?: string };
  instructions: { extension?: WalletInstructions; desktop?: WalletInstructions; mobile?: WalletInstructions };
  /** WalletConnect's own modal can connect it too (the walletConnect wallet's "Open"). */
  walletConnectModal?: boolean;
}

/** Recent wallets kept and shown (docs/wallet-behaviour.md, section 6). */
export const RECENT_WALLETS_MAX = 3;

/** The stored recent ids that still name an available wallet, most recent first, at most 3. */
export function knownRecentIds(storedIds: readonly string[], wallets: readonly { id: string }[]): string[] {
  const available = new Set(wallets.map((wallet) => wallet.id));
  return [...new Set(storedIds)].filter((id) => available.has(id)).slice(0, RECENT_WALLETS_MAX);
}

/** The recent list after choosing `walletId`: it moves to the front, without duplicates, capped at 3. */
export function rememberRecent(recentIds: readonly string[], walletId: string): string[] {
  return [walletId, ...recentIds.filter((id) => id !== walletId)].slice(0, RECENT_WALLETS_MAX);
}

export function findWallet<W extends { id: string }>(
  wallets: readonly W[],
  id: string | null,
): W | undefined {
  return id === null ? undefined : wallets.find((wallet) => wallet.id === id);
}

/** Where GET's "GET" button leads for a wallet (docs/wallet-behaviour.md, section 4). */
export function getWalletStep(wallet: WalletOption) {
  const { qrCode, extension, desktop } = wallet.downloadUrls;
  if (qrCode && (extension || desktop)) return 'DOWNLOAD_OPTIONS' as const;
  if (qrCode) return 'DOWNLOAD' as const;
  if (desktop) return 'INSTRUCTIONS_DESKTOP' as const;
  return 'INSTRUCTIONS_EXTENSION' as const;
}

/**
 * The configured wallet a wallet button names (the reference kit's ids, any letter case); browser-announced
 * wallets are not candidates, as in the kit. Undefined when there is none.
 */
export function findWalletForButton<W extends { id: string; groupName: string }>(
  wallets: readonly W[],
  id: string,
): W | undefined {
  const wanted = id.toLowerCase();
  return wallets.find((wallet) => wallet.groupName !== INSTALLED_GROUP && wallet.id.toLowerCase() === wanted);
}

/** The most recent stored wallet that can connect here now (installed, or reached through WalletConnect). */
export function lastUsableWallet(
  wallets: readonly WalletOption[],
  recentIds: readonly string[],
): WalletOption | null {
  for (const id of recentIds) {
    const wallet = wallets.find((option) => option.id === id);
    if (wallet?.ready) return wallet;
  }
  return null;
}
