import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { copyAddressMachine } from '@/machines/copy-address/copy-address.machine';
import { CopyButton } from '@/ui/app/copy-button';
import { ErrorState } from '@/ui/kit/error-state';
import type { Loadable } from '@/ui/kit/loadable';
import { Skeleton } from '@/ui/kit/skeleton';
import type { InviteView } from './commission-types';

export interface InviteCardProps {
  invite: Loadable<InviteView>;
  copyLinkRef: ActorRefFrom<typeof copyAddressMachine>;
  copyCodeRef: ActorRefFrom<typeof copyAddressMachine>;
}

/** The user's invite link and code, each with a Copy button. */
export function InviteCard({ invite, copyLinkRef, copyCodeRef }: InviteCardProps) {
  const { t } = useTranslation('app');
  const linkId = useId();
  const codeId = useId();
  const copyTexts = {
    copiedLabel: t('commission.invite.copied'),
    failedLabel: t('commission.invite.copyFailed'),
  };
  const data = invite.status === 'ready' ? invite.data : null;
  return (
    <section className="invite-card" aria-labelledby="invite-title" aria-busy={invite.status === 'loading'}>
      <div className="invite-card__intro">
        <h2 id="invite-title" className="app-screen__section-title">
          {t('commission.invite.title')}
        </h2>
        <p className="invite-card__lead">{t('commission.invite.lead')}</p>
      </div>
      {invite.status === 'error' ? (
        <ErrorState error={invite.error} onRetry={invite.retry} retrying={invite.retrying} compact />
      ) : (
        <div className="invite-card__fields">
          <div className="invite-field invite-field--link">
            <label htmlFor={linkId}>{t('commission.invite.link')}</label>
            <div className="invite-field__row">
              {data ? (
                <input id={linkId} className="invite-field__value" readOnly value={data.inviteLink} />
              ) : (
                <Skeleton height="44px" />
              )}
              {data ? (
                <CopyButton
                  actorRef={copyLinkRef}
                  text={data.inviteLink}
                  label={t('commission.invite.copyLink')}
                  {...copyTexts}
                />
              ) : null}
            </div>
          </div>
          <div className="invite-field">
            <span id={codeId}>{t('commission.invite.code')}</span>
            <div className="invite-field__row">
              {data ? (
                <code className="invite-field__code">{data.inviteCode}</code>
              ) : (
                <Skeleton width="15rem" height="44px" />
              )}
              {data ? (
                <CopyButton
                  actorRef={copyCodeRef}
                  text={data.inviteCode}
                  label={t('commission.invite.copyCode')}
                  {...copyTexts}
                />
              ) : null}
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
