import type { WalletKey } from '@/i18n/wallet-keys';
import type { WalletStep } from '@/machines/connect-flow/connect-flow.machine';
import type { WalletOption } from '@/machines/shared/wallet-options';

export interface StepTitle {
  key: WalletKey;
  wallet?: string;
}

/** The name WalletConnect's own entry goes by: its QR can be scanned by any wallet app. */
const WALLETCONNECT_NAME = 'WalletConnect';

/**
 * The heading of a step panel (docs/wallet-behaviour.md, section 4). NONE has none of its own (the wide intro
 * has its own heading, the compact list is the dialog's title); CONNECT has one only while it shows a QR code.
 */
export function stepTitle(
  step: WalletStep,
  wallet: WalletOption | undefined,
  { compact, qrShown }: { compact: boolean; qrShown: boolean },
): StepTitle | null {
  const name = wallet?.name ?? '';
  switch (step) {
    case 'NONE':
      return null;
    case 'LEARN_COMPACT':
      return { key: 'connect.intro.title' };
    case 'GET':
      return { key: 'connect.get.title' };
    case 'CONNECT':
      if (!qrShown) return null;
      return name === WALLETCONNECT_NAME
        ? { key: 'connect.status.scan_title_phone' }
        : { key: 'connect.status.scan_title', wallet: name };
    case 'DOWNLOAD_OPTIONS':
      return { key: 'connect.options.title', wallet: name };
    case 'DOWNLOAD':
      return { key: 'connect.download.title', wallet: name };
    default:
      return {
        key: 'connect.instructions.title',
        wallet: compact ? (wallet?.shortName ?? name) : name,
      };
  }
}
