import { useEffect, useState } from 'react';
import { ConnectFlowActor } from '@/ui/actors/connect-flow-context';
import { ViewportActor } from '@/ui/actors/viewport-context';
import { type ConnectLayoutProps, DesktopConnect } from './desktop-connect';
import { currentAgentHints, isMobileAgent } from './mobile-agent';
import { MobileConnect } from './mobile-connect';
import { ParticleBurstProvider } from './particle-burst';
import { OpeningRecentIdsProvider } from './use-opening-recent-ids';
import './connect-dialog.css';
import './connect-controls.css';
import './connect-steps.css';
import './connect-scan.css';
import './connect-mobile.css';

export interface ConnectDialogProps extends ConnectLayoutProps {
  /** The mobile layout; decided from the user agent when not given. */
  mobile?: boolean;
}

/** Tells the connect flow the settled window width, so it turns compact below 768 px. */
function ViewportWidthBridge() {
  const width = ViewportActor.useSelector((s) => s.context.width);
  const actor = ConnectFlowActor.useActorRef();
  useEffect(() => {
    actor.send({ type: 'viewport.changed', width });
  }, [actor, width]);
  return null;
}

/**
 * The connect-wallet dialog. Render it inside `<ConnectFlowActor.Provider>` and `<ViewportActor.Provider>`
 * (and the wallet i18n provider) while the connection says the connect modal is open; `onClose` is the X,
 * Escape and the backdrop.
 */
export function ConnectDialog({ mobile, ...layout }: ConnectDialogProps) {
  const [isMobile] = useState(() => mobile ?? isMobileAgent(currentAgentHints()));
  return (
    <OpeningRecentIdsProvider>
      <ParticleBurstProvider>
        <ViewportWidthBridge />
        {isMobile ? <MobileConnect {...layout} /> : <DesktopConnect {...layout} />}
      </ParticleBurstProvider>
    </OpeningRecentIdsProvider>
  );
}
