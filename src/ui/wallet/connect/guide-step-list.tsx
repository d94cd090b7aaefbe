import type { ReactNode } from 'react';
import { useWalletT } from '@/i18n/use-wallet-t';
import type { WalletStepKind } from '@/i18n/wallet-keys';
import type { WalletOption } from '@/machines/shared/wallet-options';
import { CreateIcon, RefreshIcon, ScanIcon } from './connect-icons';
import type { GuideStep } from './instruction-steps';
import { WalletIcon } from './wallet-icon';

const KIND_ICONS: Record<Exclude<WalletStepKind, 'install'>, () => ReactNode> = {
  create: CreateIcon,
  scan: ScanIcon,
  refresh: RefreshIcon,
};

interface GuideStepListProps {
  wallet: WalletOption;
  steps: readonly GuideStep[];
  /** Smaller icons and tighter spacing, for the steps under a QR code. */
  dense?: boolean;
}

/** A wallet's setup steps: install shows the wallet's own icon, the others an illustration. */
export function GuideStepList({ wallet, steps, dense = false }: GuideStepListProps) {
  const { t } = useWalletT();
  const iconSize = dense ? 32 : 44;
  return (
    <ol className={dense ? 'cw-guide cw-guide--dense' : 'cw-guide'}>
      {steps.map((step, index) => {
        const Illustration = step.kind === 'install' ? null : KIND_ICONS[step.kind];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a guide is a fixed list that may repeat a kind; its position is its identity
          <li key={`${index}-${step.kind}`} className="cw-guide__step" data-guide-step={step.kind}>
            {Illustration ? (
              <span className="cw-guide__art" style={{ width: iconSize, height: iconSize }}>
                <Illustration />
              </span>
            ) : (
              <WalletIcon wallet={wallet} size={iconSize} />
            )}
            <span className="cw-guide__text">
              <strong>{t(step.title, { wallet: wallet.name })}</strong>
              <span className="cw-muted">{t(step.description, { wallet: wallet.name })}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
