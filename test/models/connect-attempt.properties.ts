import type { SnapshotFrom } from 'xstate';
import type {
  ConnectAttemptInput,
  connectAttemptMachine,
} from '@/machines/connect-attempt/connect-attempt.machine';
import { defineProperties } from '../support/properties';

type ConnectAttempt = SnapshotFrom<typeof connectAttemptMachine>;
const ATTEMPT = 'docs/wallet-behaviour.md section 5 (One connection attempt)';

export default defineProperties<ConnectAttempt>({
  machine: 'connectAttempt',
  properties: [
    {
      id: 'qr-lookup-before-the-connection',
      source: `${ATTEMPT}: the QR lookup starts before the connection`,
      says: "Both effects are for the attempt's wallet, once each, and the QR lookup is started no later than the connection.",
      holds: ({ invokedSoFar, input }) => {
        const { walletId } = input as ConnectAttemptInput;
        const qr = invokedSoFar.findIndex(({ src }) => src === 'getQrUri');
        const connect = invokedSoFar.findIndex(({ src }) => src === 'connectWallet');
        const count = (src: string) => invokedSoFar.filter((invocation) => invocation.src === src).length;
        return (
          count('getQrUri') <= 1 &&
          count('connectWallet') <= 1 &&
          invokedSoFar.every(({ input: given }) => (given as { walletId?: string }).walletId === walletId) &&
          (connect === -1 || (qr !== -1 && qr < connect))
        );
      },
    },
    {
      id: 'qr-code-is-the-wallets-uri',
      source: `${ATTEMPT}; docs/wallet-behaviour.md section 4 (the QR code)`,
      says: 'The QR code shown is the pairing URI the wallet announced, and none when it has none.',
      holds: ({ snapshot, history }) => {
        const answer = history.find(({ type }) => type === 'xstate.done.actor.getQrUri') as
          | { output?: string | null }
          | undefined;
        return snapshot.context.qrUri === (answer?.output ?? null);
      },
    },
    {
      id: 'outcome-from-the-wallet',
      source: `${ATTEMPT}: a failed attempt, user rejection included, turns the spinner into Retry`,
      says: 'The attempt ends connected on a connection, rejected on a 4001, failed on any other error, and not before.',
      holds: ({ snapshot, history }) => {
        const settled = history.find(({ type }) => type.includes('actor.connectWallet')) as
          | { type: string; error?: { code?: number } }
          | undefined;
        if (!settled) return snapshot.status === 'active';
        const outcome = settled.type.startsWith('xstate.done.')
          ? 'connected'
          : settled.error?.code === 4001
            ? 'rejected'
            : 'failed';
        return snapshot.status === 'done' && snapshot.output?.outcome === outcome;
      },
    },
  ],
});
