/** The developer-facing messages of docs/wallet-behaviour.md section 11, verbatim (including "positiver"). */
export const transactionMessages = {
  unableToAdd: 'Unable to add transaction',
  invalidHash: 'Invalid transaction hash',
  missingDescription: 'Transaction must have a description',
  invalidConfirmations: 'Transaction confirmations must be a positiver integer',
  noAccount: 'No address or chain ID found',
} as const;

export type TransactionValidationMessage =
  | typeof transactionMessages.invalidHash
  | typeof transactionMessages.missingDescription
  | typeof transactionMessages.invalidConfirmations;

/** What app code hands to the store; unknown fields because it may come from anywhere at run time. */
export interface NewTransaction {
  hash: string;
  description: string;
  confirmations?: number;
}

const HASH_PATTERN = /^0x[0-9a-fA-F]{64}$/;

/** Every rule the transaction breaks, in the spec's order; an empty list means it may be added. */
export function validateTransaction(candidate: {
  hash?: unknown;
  description?: unknown;
  confirmations?: unknown;
}): TransactionValidationMessage[] {
  const messages: TransactionValidationMessage[] = [];
  if (typeof candidate.hash !== 'string' || !HASH_PATTERN.test(candidate.hash)) {
    messages.push(transactionMessages.invalidHash);
  }
  if (typeof candidate.description !== 'string') messages.push(transactionMessages.missingDescription);
  const { confirmations } = candidate;
  if (
    confirmations !== undefined &&
    !(typeof confirmations === 'number' && Number.isInteger(confirmations) && confirmations >= 1)
  ) {
    messages.push(transactionMessages.invalidConfirmations);
  }
  return messages;
}

/** The message a failed add carries: the heading, then one line per broken rule (the reference joins with \n). */
export function addFailureMessage(messages: readonly string[]): string {
  return [transactionMessages.unableToAdd, ...messages].join('\n');
}
