import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { connectFlowMachine } from '@/machines/connect-flow/connect-flow.machine';
import { defineProperties, type StepFacts } from '../support/properties';

type ConnectFlow = SnapshotFrom<typeof connectFlowMachine>;
const STEPS = 'docs/wallet-behaviour.md section 4 (Connect dialog: steps and moves)';

const attempts = ({ invoked }: StepFacts<ConnectFlow>) =>
  invoked.filter(({ src }) => src === 'connectAttempt');
/** The width the flow's viewport child last settled on (its `width`; `pendingWidth` waits out the debounce). */
const settledWidthOf = (event: AnyEventObject): number => event.snapshot.context.width;
/** The wallet the visitor chose last: a row, a Connect at the end of the instructions, or the one the dialog opened on. */
const chosenWallet = ({ history, input }: StepFacts<ConnectFlow>) =>
  [...history].reverse().find((event: AnyEventObject) => event.type === 'user.selectWallet')?.walletId ??
  (input as { chosenWalletId?: string } | undefined)?.chosenWalletId;

export default defineProperties<ConnectFlow>({
  machine: 'connectFlow',
  properties: [
    {
      id: 'connects-the-chosen-wallet',
      source: `${STEPS}: choosing a ready wallet starts a connection attempt; section 5`,
      says: 'A connection attempt is always for a wallet the visitor chose (or the dialog was opened on), never an empty one.',
      holds: (facts) =>
        attempts(facts).every(({ input }) => {
          const walletId = (input as { walletId?: string }).walletId;
          return (
            walletId !== '' &&
            walletId !== undefined &&
            (facts.event.type !== 'user.selectWallet' || walletId === chosenWallet(facts))
          );
        }),
    },
    {
      id: 'choice-recorded-as-latest-and-recent',
      source: `${STEPS}: choosing a ready wallet records it as the latest choice; spec.md section 4 (records it as the latest and as recent); docs/wallet-behaviour.md section 6`,
      says: 'A wallet whose connection starts from a row is the latest wallet and first among the recent ones.',
      holds: (facts) => {
        if (facts.event.type !== 'user.selectWallet' || attempts(facts).length === 0) return true;
        const walletId = (facts.event as { walletId?: string }).walletId;
        return (
          facts.snapshot.context.latestWalletId === walletId &&
          facts.snapshot.context.recentWalletIds[0] === walletId
        );
      },
    },
    {
      id: 'narrow-below-768',
      source: 'docs/wallet-behaviour.md section 2 (layouts) and section 12 (narrow window: below 768 px)',
      says: 'The dialog is narrow exactly when the last width its viewport settled on is below 768 px.',
      holds: ({ event, snapshot }) =>
        event.type !== 'xstate.snapshot.viewport' || snapshot.context.narrow === settledWidthOf(event) < 768,
    },
    {
      id: 'one-attempt-at-a-time',
      source: 'docs/wallet-behaviour.md section 5 (choosing another wallet abandons the pending pairing)',
      says: 'A step starts at most one connection attempt.',
      holds: (facts) => attempts(facts).length <= 1,
    },
  ],
});
