import { projectPending } from '@/domain/format/token-amount';
import { TokenAmount } from '@/ui/kit/token-amount';
import { useNow } from '@/ui/kit/use-now';

export interface PendingRewardsProps {
  /** Base units the server reported as pending at `fetchedAt`. */
  pending: string;
  ratePerSecond: string;
  /** Client time (ms) the server's answer arrived. */
  fetchedAt: number;
}

/**
 * Pending rewards ticking forward once a second: the server's figure plus whole seconds since it answered
 * times the rate, in bigint arithmetic. Purely visual; a claim credits what the server computes.
 */
export function PendingRewards({ pending, ratePerSecond, fetchedAt }: PendingRewardsProps) {
  const now = useNow(1000, ratePerSecond !== '0');
  const value = projectPending(pending, ratePerSecond, now - fetchedAt);
  return (
    <TokenAmount
      value={value}
      maxFractionDigits={6}
      fixedFraction={ratePerSecond !== '0'}
      className="mining-pending"
    />
  );
}
