import type { WalletStepKind } from '@/i18n/wallet-keys';
import type { InstructionStepKind, WalletOption } from '@/machines/shared/wallet-options';

export type GuidePlatform = 'mobile' | 'desktop' | 'extension';

export interface GuideStep {
  kind: WalletStepKind;
  title: `connect.instructions.${GuidePlatform}.${WalletStepKind}.title`;
  description: `connect.instructions.${GuidePlatform}.${WalletStepKind}.description`;
}

/**
 * The steps every wallet follows on a platform, for a wallet that gives none: on mobile (the QR steps of
 * docs/wallet-behaviour.md section 4) open the app, create or import a wallet, scan; elsewhere install, create, come back.
 */
const DEFAULT_STEPS: Record<GuidePlatform, readonly WalletStepKind[]> = {
  mobile: ['install', 'create', 'scan'],
  desktop: ['install', 'create', 'refresh'],
  extension: ['install', 'create', 'refresh'],
};

/** A "connect" step reads as the scan step: both end in approving the connection prompt. */
const textKind = (kind: InstructionStepKind): WalletStepKind => (kind === 'connect' ? 'scan' : kind);

function guideStep(platform: GuidePlatform, kind: WalletStepKind): GuideStep {
  return {
    kind,
    title: `connect.instructions.${platform}.${kind}.title`,
    description: `connect.instructions.${platform}.${kind}.description`,
  };
}

/**
 * The steps of a wallet's guide for one platform, in the wallet's order, told in this project's own words
 * (the wallets' texts are keys of another kit's catalogue): each kind has one text per platform.
 */
export function guideSteps(wallet: WalletOption, platform: GuidePlatform): GuideStep[] {
  const own = wallet.instructions[platform]?.steps ?? [];
  const kinds = own.length > 0 ? own.map(({ step }) => textKind(step)) : DEFAULT_STEPS[platform];
  return kinds.map((kind) => guideStep(platform, kind));
}

/** The steps beside a connect QR code: the wallet's mobile guide, or the three every wallet app follows. */
export const qrSteps = (wallet: WalletOption): GuideStep[] => guideSteps(wallet, 'mobile');
