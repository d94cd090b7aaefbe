import { INSTALLED_GROUP, knownRecentIds } from './wallet-options';

/** What grouping needs to know about a wallet; WalletOption satisfies it. */
export interface GroupableWallet {
  id: string;
  groupName: string;
  ready: boolean;
  downloadUrls: { extension?: string };
}

export interface ConfiguredGroup<W> {
  groupName: string;
  wallets: readonly W[];
}

export type ListedWallet<W> = W & { recent: boolean; unsupported: boolean };

export interface WalletGroup<W> {
  name: string;
  /** `connector_group.<name>` for the group names the kit translates, else null (the name is shown as is). */
  translationKey: string | null;
  wallets: ListedWallet<W>[];
}

const TRANSLATED_GROUPS = new Set(['installed', 'recommended', 'popular', 'other', 'others', 'more']);

/**
 * Validates the configured wallet list and flattens it in order, each wallet tagged with its group. Throws
 * `No wallet list was provided` for an empty list and `No wallets provided for group: <name>` for an empty group;
 * a wallet id given twice keeps its first occurrence.
 */
export function walletsFromGroups<W extends { id: string }>(
  groups: readonly ConfiguredGroup<W>[] | null | undefined,
): (W & { groupName: string })[] {
  if (!groups || groups.length === 0) throw new Error('No wallet list was provided');
  const seen = new Set<string>();
  const wallets: (W & { groupName: string })[] = [];
  for (const { groupName, wallets: members } of groups) {
    if (members.length === 0) throw new Error(`No wallets provided for group: ${groupName}`);
    for (const wallet of members) {
      if (seen.has(wallet.id)) continue;
      seen.add(wallet.id);
      wallets.push({ ...wallet, groupName });
    }
  }
  return wallets;
}

export function groupTranslationKey(name: string): string | null {
  const lower = name.toLowerCase();
  return TRANSLATED_GROUPS.has(lower) ? `connector_group.${lower}` : null;
}

/**
 * The connect dialog's wallet list (docs/wallet-behaviour.md, section 3): wallets that are ready or can be
 * installed as an extension, grouped with Installed first and the other groups in configuration order; up to
 * 3 recent wallets lead their group, flagged `recent`; not-ready wallets are flagged `unsupported`.
 */
export function groupWallets<W extends GroupableWallet>(
  wallets: readonly W[],
  recentIds: readonly string[],
): WalletGroup<W>[] {
  const recent = knownRecentIds(recentIds, wallets);
  const rank = (wallet: W) => recent.indexOf(wallet.id);
  const ordered = [...wallets]
    .filter((wallet) => wallet.groupName !== '' && (wallet.ready || Boolean(wallet.downloadUrls.extension)))
    .sort((a, b) => {
      const ra = rank(a);
      const rb = rank(b);
      if (ra >= 0 || rb >= 0) return (ra < 0 ? Infinity : ra) - (rb < 0 ? Infinity : rb);
      return 0;
    });
  const groupOrder = [...new Set(wallets.map((wallet) => wallet.groupName))].sort(
    (a, b) => Number(b === INSTALLED_GROUP) - Number(a === INSTALLED_GROUP),
  );
  return groupOrder
    .map((name) => ({
      name,
      translationKey: groupTranslationKey(name),
      wallets: ordered
        .filter((wallet) => wallet.groupName === name)
        .map((wallet) => ({ ...wallet, recent: rank(wallet) >= 0, unsupported: !wallet.ready })),
    }))
    .filter((group) => group.wallets.length > 0);
}
