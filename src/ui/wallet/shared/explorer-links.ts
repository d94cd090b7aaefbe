/** Block explorer pages (the chain's default explorer base URL, with or without a trailing slash). */
const base = (explorerUrl: string) => explorerUrl.replace(/\/+$/, '');

export const explorerAddressUrl = (explorerUrl: string, address: string) =>
  `${base(explorerUrl)}/address/${address}`;

export const explorerTransactionUrl = (explorerUrl: string, hash: string) =>
  `${base(explorerUrl)}/tx/${hash}`;
