import type walletEn from './wallet/en.json';

/** The wallet dialogs' messages, shaped like the source locale. */
export type WalletMessages = typeof walletEn;

type LeafKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/**
 * Every translation key of the wallet namespace, as dotted paths (`sign_in.signature.signing_error`).
 * Machines that store a message key for the dialogs can type it with this (type-only import, no runtime cost).
 */
export type WalletKey = LeafKeys<WalletMessages>;

/** The instruction step kinds a wallet's setup guide may list, and the platforms that have guides. */
export type WalletStepKind = 'install' | 'create' | 'scan' | 'refresh';
