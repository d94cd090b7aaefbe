import type { ReactNode } from 'react';
import { useWalletT } from '@/i18n/use-wallet-t';
import { ConnectFlowActor } from '@/ui/actors/connect-flow-context';
import { currentBrowserNames } from './browser-names';
import { shownWalletOf } from './connect-flow-view';
import { DesktopIcon, ExtensionIcon, MobileIcon } from './connect-icons';
import { NewTabLink } from './new-tab-link';
import { WalletIcon } from './wallet-icon';

interface OptionCardProps {
  kind: 'extension' | 'desktop' | 'mobile';
  badge: ReactNode;
  title: string;
  description: string;
  action: ReactNode;
}

function OptionCard({ kind, badge, title, description, action }: OptionCardProps) {
  return (
    <li className="cw-option-card" data-download-option={kind}>
      <span className="cw-option-card__badge">{badge}</span>
      <span className="cw-option-card__text">
        <strong>{title}</strong>
        <span className="cw-muted">{description}</span>
      </span>
      {action}
    </li>
  );
}

/** DOWNLOAD_OPTIONS: the browser extension, the desktop app and the mobile app, each where it exists. */
export function DownloadOptionsStep() {
  const { t } = useWalletT();
  const actor = ConnectFlowActor.useActorRef();
  const wallet = ConnectFlowActor.useSelector(shownWalletOf);
  const offersExtension = ConnectFlowActor.useSelector((s) => s.can({ type: 'user.chooseExtension' }));
  const offersDesktop = ConnectFlowActor.useSelector((s) => s.can({ type: 'user.chooseDesktop' }));
  const offersMobile = ConnectFlowActor.useSelector((s) => s.can({ type: 'user.chooseMobile' }));
  if (!wallet) return null;
  // Each card is there when the machine offers its choice, which it does where the wallet has that download.
  const { extension = '', desktop = '' } = wallet.downloadUrls;
  const { browser, platform } = currentBrowserNames();
  const name = wallet.name;
  return (
    <div className="cw-options" data-step-content="DOWNLOAD_OPTIONS">
      <WalletIcon wallet={wallet} size={64} />
      <ul className="cw-options__list">
        {offersExtension ? (
          <OptionCard
            kind="extension"
            badge={<ExtensionIcon />}
            title={
              browser
                ? t('connect.options.extension_title', { wallet: name, browser })
                : t('connect.options.extension_title_any', { wallet: name })
            }
            description={t('connect.options.extension_description')}
            action={
              <NewTabLink
                href={extension}
                className="cw-button cw-button--secondary"
                onClick={() => actor.send({ type: 'user.chooseExtension' })}
              >
                {browser
                  ? t('connect.options.extension_action', { browser })
                  : t('connect.options.extension_action_any')}
              </NewTabLink>
            }
          />
        ) : null}
        {offersDesktop ? (
          <OptionCard
            kind="desktop"
            badge={<DesktopIcon />}
            title={
              platform
                ? t('connect.options.desktop_title', { wallet: name, platform })
                : t('connect.options.desktop_title_any', { wallet: name })
            }
            description={t('connect.options.desktop_description')}
            action={
              <NewTabLink
                href={desktop}
                className="cw-button cw-button--secondary"
                onClick={() => actor.send({ type: 'user.chooseDesktop' })}
              >
                {platform
                  ? t('connect.options.desktop_action', { platform })
                  : t('connect.options.desktop_action_any')}
              </NewTabLink>
            }
          />
        ) : null}
        {offersMobile ? (
          <OptionCard
            kind="mobile"
            badge={<MobileIcon />}
            title={t('connect.options.mobile_title', { wallet: name })}
            description={t('connect.options.mobile_description')}
            action={
              <button
                type="button"
                className="cw-button cw-button--secondary"
                onClick={() => actor.send({ type: 'user.chooseMobile' })}
              >
                {t('connect.options.mobile_action')}
              </button>
            }
          />
        ) : null}
      </ul>
    </div>
  );
}
