import { BaseFeeScalarError, type Chain } from 'viem';
import { defaultBaseFeeMultiplier } from '@/config/chains';

export interface FeeSettings {
  /** Multiplies the latest base fee in viem's fee estimate; at least 1. */
  baseFeeMultiplier?: number;
}

/**
 * The chain with the product's fee estimation settings on `fees.baseFeeMultiplier`, which viem's
 * `estimateFeesPerGas` (and so every wallet transaction it prepares) reads. A multiplier below 1, or
 * one that is not a finite number, is rejected here, when the config is built, rather than at the
 * first payment (viem itself only checks at estimate time).
 */
export function withFeeSettings<chain extends Chain>(chain: chain, settings: FeeSettings = {}): chain {
  const baseFeeMultiplier = settings.baseFeeMultiplier ?? defaultBaseFeeMultiplier;
  if (!Number.isFinite(baseFeeMultiplier) || baseFeeMultiplier < 1) throw new BaseFeeScalarError();
  return { ...chain, fees: { ...chain.fees, baseFeeMultiplier } };
}
