import { formatBalanceUnits } from '@/domain/format/format-balance';
import type { WalletBalanceView } from '../wallet-view-data';

/**
 * "1.23 BNB" with the abbreviation rules of docs/wallet-behaviour.md section 9, or null when there is no balance or its data is
 * malformed (the balance line is then left out rather than the dialog crashing).
 */
export function formatBalanceView(balance: WalletBalanceView | null): string | null {
  if (!balance) return null;
  try {
    return `${formatBalanceUnits(balance.units, balance.decimals)} ${balance.symbol}`;
  } catch {
    return null;
  }
}
