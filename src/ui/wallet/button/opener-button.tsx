import type { ReactNode } from 'react';
import type { ConnectionTag } from '@/machines/connection/connection.machine';
import { ConnectionActor } from '@/ui/actors/connection-context';

type OpenerEvent =
  | 'user.openConnectModal'
  | 'user.openSignInModal'
  | 'user.openAccountModal'
  | 'user.openChainModal';

interface OpenerButtonProps {
  /** The connection event the button sends; it is enabled exactly when the machine would take it. */
  event: OpenerEvent;
  /** The tag of the modal it opens, for aria-expanded. */
  modalTag: Extract<ConnectionTag, `${string}ModalOpen`>;
  variant: 'primary' | 'danger' | 'chip';
  label?: string;
  /** Id of an element that describes the button (its name then stays its visible text). */
  describedBy?: string;
  className?: string;
  children: ReactNode;
}

/** A button that asks the connection machine to open one of the wallet modals. */
export function OpenerButton(props: OpenerButtonProps) {
  const { event, modalTag, variant, label, describedBy, className, children } = props;
  const canOpen = ConnectionActor.useSelector((snapshot) => snapshot.can({ type: event }));
  const expanded = ConnectionActor.useSelector((snapshot) => snapshot.hasTag(modalTag));
  const connection = ConnectionActor.useActorRef();
  return (
    <button
      type="button"
      className={`wallet-chip wallet-chip--${variant}${className ? ` ${className}` : ''}`}
      onClick={() => connection.send({ type: event })}
      disabled={!canOpen}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      aria-label={label}
      aria-describedby={describedBy}
    >
      {children}
    </button>
  );
}
