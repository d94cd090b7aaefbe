/**
 * Stable codes for everything a wallet or an RPC node can refuse. The wallet layer (src/api/chain) rejects with
 * them, machines store them (never messages) and views translate them.
 */
export const walletErrorCodes = [
  /** 4001: the user said no. Quiet: the flow returns to where it was, with no error shown. */
  'user_rejected',
  /** 4100: the account or method is not authorised by the user. */
  'unauthorized',
  /** 4900 / 4901, or no wallet connected any more. */
  'disconnected',
  /** -32005: the node or wallet is rate limiting. */
  'limit_exceeded',
  'execution_reverted',
  'insufficient_funds',
  'nonce_too_low',
  'nonce_too_high',
  /** The max fee per gas is below the block's base fee. */
  'fee_cap_too_low',
  /** The wallet is on another chain than the one the request is for. */
  'chain_mismatch',
  /** 4902 or a chain the app or the wallet does not know / cannot switch to. */
  'unsupported_chain',
  /** No connector for the chosen wallet, or its provider is not there. */
  'wallet_not_found',
  /** A wait for a receipt ran out of time. */
  'timeout',
  /** The request itself was malformed (bad amount, address or hash). */
  'invalid_request',
  'unknown',
] as const;
export type WalletErrorCode = (typeof walletErrorCodes)[number];

/** EIP-1193 "User Rejected Request". */
export const USER_REJECTED_RPC_CODE = 4001;

/**
 * What happened to a sent transaction that failed: mined with status 0 (`reverted`), replaced by the wallet with a
 * zero-value transfer to the sender (`cancelled`) or with a different transaction (`replaced`).
 */
export const transactionFailureReasons = ['reverted', 'cancelled', 'replaced'] as const;
/** Why a sent transaction counts as failed: one of those, or the wallet error that broke the wait (`timeout`, …). */
export type ReceiptFailureReason = (typeof transactionFailureReasons)[number] | WalletErrorCode;
