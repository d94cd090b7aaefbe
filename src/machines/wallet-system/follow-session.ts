import { fromCallback } from 'xstate';
import { type SessionNewsEvent, type SessionPeer, sessionStatusEvent } from './wallet-system-types';

/** The session's news, each once: its status as it changes, the address of each profile it loads. */
export const followSession = fromCallback<SessionNewsEvent, { session: SessionPeer }>(
  ({ input, sendBack }) => {
    let status: string | undefined;
    let profileAddress: string | undefined;
    let expired = false;
    const report = (snapshot: ReturnType<SessionPeer['getSnapshot']>) => {
      const event = sessionStatusEvent(snapshot);
      if (event.type !== status) {
        status = event.type;
        sendBack(event);
      }
      if (snapshot.hasTag('expired') && !expired) sendBack({ type: 'session.expired' });
      expired = snapshot.hasTag('expired');
      const address = snapshot.context.profile?.address;
      if (address && address !== profileAddress) sendBack({ type: 'session.profileLoaded', address });
      profileAddress = address;
    };
    report(input.session.getSnapshot());
    return input.session.subscribe(report).unsubscribe;
  },
);
