import { useWalletT } from '@/i18n/use-wallet-t';
import { ConnectFlowActor } from '@/ui/actors/connect-flow-context';
import { AssetsIcon, LoginIcon } from './connect-icons';
import { NewTabLink } from './new-tab-link';

interface IntroPanelProps {
  learnMoreUrl: string;
  /** The wide dialog's panel has its own heading; compact shows it in the dialog's title bar instead. */
  withHeading: boolean;
}

/** Get a wallet (the GET step) and a link to read more: the intro's buttons, desktop and mobile. */
export function IntroActions({ learnMoreUrl }: { learnMoreUrl: string }) {
  const { t } = useWalletT();
  const actor = ConnectFlowActor.useActorRef();
  const canGet = ConnectFlowActor.useSelector((s) => s.can({ type: 'user.getAWallet' }));
  return (
    <div className="cw-actions">
      <button
        type="button"
        className="cw-button cw-button--primary"
        disabled={!canGet}
        onClick={() => actor.send({ type: 'user.getAWallet' })}
      >
        {t('connect.intro.get_wallet')}
      </button>
      <NewTabLink href={learnMoreUrl} className="cw-link">
        {t('connect.intro.learn_more')}
      </NewTabLink>
    </div>
  );
}

/** What a wallet is, with Get a wallet (the GET step) and a link to read more. */
export function IntroPanel({ learnMoreUrl, withHeading }: IntroPanelProps) {
  const { t } = useWalletT();
  return (
    <div className="cw-intro" data-step-content="intro">
      {withHeading ? <h3 className="cw-panel__title">{t('connect.intro.title')}</h3> : null}
      <ul className="cw-intro__points">
        <li>
          <span className="cw-intro__icon">
            <AssetsIcon />
          </span>
          <span>
            <strong>{t('connect.intro.assets_title')}</strong>
            <span className="cw-muted">{t('connect.intro.assets_description')}</span>
          </span>
        </li>
        <li>
          <span className="cw-intro__icon">
            <LoginIcon />
          </span>
          <span>
            <strong>{t('connect.intro.login_title')}</strong>
            <span className="cw-muted">{t('connect.intro.login_description')}</span>
          </span>
        </li>
      </ul>
      <IntroActions learnMoreUrl={learnMoreUrl} />
    </div>
  );
}
