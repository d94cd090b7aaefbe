import { type RefObject, useEffect, useRef } from 'react';
import { useWalletT } from '@/i18n/use-wallet-t';
import type { WalletStep } from '@/machines/connect-flow/connect-flow.machine';
import { ConnectFlowActor } from '@/ui/actors/connect-flow-context';
import { Dialog } from '@/ui/kit/dialog';
import { BackButton } from './back-button';
import { connectAnnouncement } from './connect-announcement';
import { isCompactIn, isQrShownIn, shownWalletOf, stepOf } from './connect-flow-view';
import { StepPanel } from './step-panel';
import { stepTitle } from './step-title';
import { WalletList } from './wallet-list';

export interface ConnectLayoutProps {
  onClose: () => void;
  learnMoreUrl: string;
}

/** When a step replaces the control that was focused, focus moves to the new panel instead of the page. */
function useFocusOnStepChange(panel: RefObject<HTMLElement | null>, step: WalletStep) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the point is to run again whenever the step changes
  useEffect(() => {
    const element = panel.current;
    const dialog = element?.closest('[role="dialog"]');
    if (!element || !dialog || dialog.contains(document.activeElement)) return;
    element.focus();
  }, [panel, step]);
}

function CompactFooter() {
  const { t } = useWalletT();
  const actor = ConnectFlowActor.useActorRef();
  const canLearn = ConnectFlowActor.useSelector((s) => s.can({ type: 'user.learnMore' }));
  return (
    <p className="cw-footer">
      <span className="cw-muted">{t('connect.new_to_wallets')}</span>
      <button
        type="button"
        className="cw-text-button"
        disabled={!canLearn}
        onClick={() => actor.send({ type: 'user.learnMore' })}
      >
        {t('connect.learn_more')}
      </button>
    </p>
  );
}

/**
 * The desktop connect dialog: wide, the wallet list beside the step panel; compact (narrow window, as the
 * machine decides), the list alone at NONE and each other step in its place with its title and Back.
 */
export function DesktopConnect({ onClose, learnMoreUrl }: ConnectLayoutProps) {
  const { t, dir, locale } = useWalletT();
  const actor = ConnectFlowActor.useActorRef();
  const step = ConnectFlowActor.useSelector(stepOf);
  const compact = ConnectFlowActor.useSelector(isCompactIn);
  const wallet = ConnectFlowActor.useSelector(shownWalletOf);
  const qrShown = ConnectFlowActor.useSelector(isQrShownIn);
  const canBack = ConnectFlowActor.useSelector((s) => s.can({ type: 'user.back' }));
  const announcement = ConnectFlowActor.useSelector((s) => connectAnnouncement(s, t));
  const panel = useRef<HTMLDivElement>(null);
  useFocusOnStepChange(panel, step);

  const title = stepTitle(step, wallet, { compact, qrShown });
  const titleText = title ? t(title.key, { wallet: title.wallet }) : null;
  const back = canBack ? <BackButton onClick={() => actor.send({ type: 'user.back' })} /> : null;
  const dialogTitle = compact ? (step === 'NONE' ? t('connect.title') : titleText) : t('connect.title');

  return (
    <Dialog
      open
      onClose={onClose}
      title={dialogTitle ?? undefined}
      label={t('connect.title')}
      closeLabel={t('aria.close')}
      size={compact ? 'compact' : 'wide'}
      dir={dir}
      lang={locale}
      leading={compact ? back : null}
      testId="connect-dialog"
    >
      {compact ? (
        <div ref={panel} tabIndex={-1} className="cw-compact" data-step={step}>
          {step === 'NONE' ? (
            <>
              <WalletList />
              <CompactFooter />
            </>
          ) : (
            <StepPanel learnMoreUrl={learnMoreUrl} />
          )}
        </div>
      ) : (
        <div className="cw-wide" data-step={step}>
          <WalletList />
          <div ref={panel} tabIndex={-1} className="cw-panel">
            {titleText || back ? (
              <div className="cw-panel__header">
                {back}
                {titleText ? <h3 className="cw-panel__title">{titleText}</h3> : null}
              </div>
            ) : null}
            <StepPanel learnMoreUrl={learnMoreUrl} />
          </div>
        </div>
      )}
      <p className="cw-visually-hidden" role="status" aria-live="polite" data-testid="connect-announcer">
        {announcement}
      </p>
    </Dialog>
  );
}
