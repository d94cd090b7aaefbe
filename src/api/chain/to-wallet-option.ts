import type { WalletEntry, WalletInstructions } from '@/api/chain/wallet-metadata';
import type { WalletOption } from '@/machines/shared/wallet-options';

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}

const copy = (instructions: WalletInstructions | undefined) =>
  instructions && {
    learnMoreUrl: instructions.learnMoreUrl,
    steps: instructions.steps.map((s) => ({ ...s })),
  };

/**
 * A wallet entry of the chain layer as the connect dialog's statechart takes it: the download links already
 * picked for this browser and OS, the QR instructions as the mobile ones (the phone is where they are followed).
 */
export function toWalletOption(entry: WalletEntry): WalletOption {
  return withoutUndefined({
    id: entry.id,
    name: entry.name,
    shortName: entry.shortName,
    iconUrl: entry.iconUrl || undefined,
    iconBackground: entry.iconBackground,
    groupName: entry.groupName,
    ready: entry.ready,
    installed: entry.installed,
    downloadUrls: withoutUndefined({
      extension: entry.extensionDownloadUrl,
      desktop: entry.desktopDownloadUrl,
      mobile: entry.mobileDownloadUrl,
      qrCode: entry.hasQrCode ? entry.downloadUrls.qrCode : undefined,
    }),
    instructions: withoutUndefined({
      extension: copy(entry.instructions.extension),
      desktop: copy(entry.instructions.desktop),
      mobile: copy(entry.instructions.qrCode),
    }),
    walletConnectModal: entry.hasWalletConnectModal || undefined,
  });
}

/** The desktop list: a configured wallet the browser also announced (same rdns) is listed once, as Installed. */
export function toWalletOptions(entries: readonly WalletEntry[]): WalletOption[] {
  return entries.filter((entry) => !entry.shadowedByInstalled).map(toWalletOption);
}
