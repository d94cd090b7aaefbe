import { useCallback, useEffect, useState } from 'react';
import { type ConnectFlowInput, connectFlowMachine } from '@/machines/connect-flow/connect-flow.machine';
import { ConnectFlowActor } from '@/ui/actors/connect-flow-context';
import { ConnectionActor } from '@/ui/actors/connection-context';
import { Rehearsal } from '@/ui/kit/rehearsal';
import { ConnectDialog } from './connect-dialog';

/** Runs `task` when the browser is idle (at the latest after `timeoutMs`); returns a cancel. */
export type ScheduleIdle = (task: () => void, timeoutMs: number) => () => void;

/** The rehearsal waits for an idle moment, this long at most once the wallet list is read. */
const REHEARSAL_IDLE_TIMEOUT_MS = 2_000;

const ignoreClose = () => undefined;

interface ConnectRehearsalProps {
  /** Runs the task once the wallet list has its first reading (at once when it has); returns a cancel. */
  whenWalletsLoaded: (task: () => void) => () => void;
  /** What a connect dialog opened now, with no wallet chosen, starts with (the live list, recents, the window). */
  readOpening: () => ConnectFlowInput;
  learnMoreUrl: string;
  /** When the page is idle (the browser's idle callback; a test hands the moments out). */
  scheduleIdle: ScheduleIdle;
}

/**
 * Renders the connect dialog once, unseen, while Connect Wallet is on offer and the page is idle, so that the
 * visitor's first opening costs what a second one does. The flow behind it is the bare statechart, without the
 * app's effects (nothing in an inert, hidden dialog can choose a wallet), stopped when the rehearsal unmounts.
 */
export function ConnectRehearsal({
  whenWalletsLoaded,
  readOpening,
  learnMoreUrl,
  scheduleIdle,
}: ConnectRehearsalProps) {
  const connect = ConnectionActor.useSelector((snapshot) =>
    snapshot.hasTag('connectModalOpen')
      ? 'open'
      : snapshot.hasTag('disconnected')
        ? 'offered'
        : 'not offered',
  );
  const [input, setInput] = useState<ConnectFlowInput | null>(null);
  const [done, setDone] = useState(false);
  const finish = useCallback(() => setDone(true), []);
  // A real opening has paid what the rehearsal would (set while rendering: no extra commit with a stale rehearsal).
  if (connect === 'open' && !done) setDone(true);
  useEffect(() => {
    if (connect !== 'offered' || done || input) return undefined;
    let cancelIdle: () => void = () => undefined;
    const cancelWait = whenWalletsLoaded(() => {
      cancelIdle = scheduleIdle(() => setInput(readOpening()), REHEARSAL_IDLE_TIMEOUT_MS);
    });
    return () => {
      cancelWait();
      cancelIdle();
    };
  }, [connect, done, input, whenWalletsLoaded, readOpening, scheduleIdle]);
  if (!input || done || connect !== 'offered') return null;
  return (
    <Rehearsal onDone={finish}>
      <ConnectFlowActor.Provider logic={connectFlowMachine} options={{ input }}>
        <ConnectDialog onClose={ignoreClose} learnMoreUrl={learnMoreUrl} />
      </ConnectFlowActor.Provider>
    </Rehearsal>
  );
}
