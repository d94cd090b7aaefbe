import { ConnectFlowActor } from '@/ui/actors/connect-flow-context';
import { type ConnectLayoutProps, DesktopConnect } from './desktop-connect';
import { MobileConnect } from './mobile-connect';
import { ParticleBurstProvider } from './particle-burst';
import { OpeningRecentIdsProvider } from './use-opening-recent-ids';
import './connect-dialog.css';
import './connect-controls.css';
import './connect-steps.css';
import './connect-scan.css';
import './connect-mobile.css';

export type ConnectDialogProps = ConnectLayoutProps;

/**
 * The connect-wallet dialog. Render it inside `<ConnectFlowActor.Provider>` (whose own viewport child makes it compact below 768 px)
 * (and the wallet i18n provider) while the connection says the connect modal is open; `onClose` is the X,
 * Escape and the backdrop. The connect flow's input decides the layout (desktop or mobile).
 */
export function ConnectDialog(layout: ConnectDialogProps) {
  const isMobile = ConnectFlowActor.useSelector((s) => s.context.layout === 'mobile');
  // WalletConnect's own modal stands in for this dialog while it connects (the connection keeps it "open").
  const handedOff = ConnectFlowActor.useSelector(
    (s) => s.context.attemptInWalletConnectModal && s.hasTag('connecting'),
  );
  const dialog = isMobile ? <MobileConnect {...layout} /> : <DesktopConnect {...layout} />;
  // The providers stay mounted: the list keeps the order it opened with when the dialog comes back.
  return (
    <OpeningRecentIdsProvider>
      <ParticleBurstProvider>{handedOff ? null : dialog}</ParticleBurstProvider>
    </OpeningRecentIdsProvider>
  );
}
