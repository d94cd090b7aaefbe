import { useWalletT } from '@/i18n/use-wallet-t';
import { ConnectFlowActor } from '@/ui/actors/connect-flow-context';
import { shownWalletOf } from './connect-flow-view';
import { GuideStepList } from './guide-step-list';
import { type GuidePlatform, guideSteps } from './instruction-steps';
import { NewTabLink } from './new-tab-link';

/**
 * INSTRUCTIONS_MOBILE / _DESKTOP / _EXTENSION: the wallet's setup guide for that platform, then Connect
 * (mobile, desktop) or Refresh (extension: reloads the page so the new extension is found), and Learn more.
 */
export function InstructionsStep({ platform }: { platform: GuidePlatform }) {
  const { t } = useWalletT();
  const actor = ConnectFlowActor.useActorRef();
  const wallet = ConnectFlowActor.useSelector(shownWalletOf);
  const canConnect = ConnectFlowActor.useSelector((s) => s.can({ type: 'user.connect' }));
  if (!wallet) return null;
  const learnMoreUrl = wallet.instructions[platform]?.learnMoreUrl;
  return (
    <div className="cw-instructions" data-step-content={`INSTRUCTIONS_${platform.toUpperCase()}`}>
      <GuideStepList wallet={wallet} steps={guideSteps(wallet, platform)} />
      <div className="cw-actions">
        {platform === 'extension' ? (
          <button
            type="button"
            className="cw-button cw-button--primary"
            onClick={() => actor.send({ type: 'user.refresh' })}
          >
            {t('connect.instructions.refresh')}
          </button>
        ) : (
          <button
            type="button"
            className="cw-button cw-button--primary"
            disabled={!canConnect}
            onClick={() => actor.send({ type: 'user.connect' })}
          >
            {t('connect.instructions.connect')}
          </button>
        )}
        {learnMoreUrl ? (
          <NewTabLink href={learnMoreUrl} className="cw-link">
            {t('connect.instructions.learn_more')}
          </NewTabLink>
        ) : null}
      </div>
    </div>
  );
}
