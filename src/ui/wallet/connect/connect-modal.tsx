import { type ReactNode, useCallback } from 'react';
import { ConnectFlowActor } from '@/ui/actors/connect-flow-context';
import { ConnectionActor } from '@/ui/actors/connection-context';
import { ConnectDialog } from './connect-dialog';

interface ConnectModalProps {
  /** Where "Learn more" about wallets leads. */
  learnMoreUrl: string;
  /** Rendered inside this opening's provider (a test can capture the connect flow there). */
  children?: ReactNode;
}

/**
 * Renders the connect dialog over the connect flow the connection runs while its connect modal is open (its child,
 * so every opening begins at the wallet list, or on the wallet the visitor chose to continue with); closing
 * (X, Escape, backdrop) tells the connection.
 */
export function ConnectModal({ learnMoreUrl, children }: ConnectModalProps) {
  const flow = ConnectionActor.useSelector((snapshot) => snapshot.children.connectFlow);
  const connection = ConnectionActor.useActorRef();
  const close = useCallback(() => connection.send({ type: 'user.closeModal' }), [connection]);
  if (!flow) return null;
  return (
    <ConnectFlowActor.Provider actorRef={flow}>
      {children}
      <ConnectDialog onClose={close} learnMoreUrl={learnMoreUrl} />
    </ConnectFlowActor.Provider>
  );
}
