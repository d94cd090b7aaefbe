import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { SignInInput, signInMachine } from '@/machines/sign-in/sign-in.machine';
import { defineProperties, type Invocation, lastOf, type StepFacts } from '../support/properties';

type SignIn = SnapshotFrom<typeof signInMachine>;
const SIGN_IN = 'docs/wallet-behaviour.md section 7 (Sign-in)';
const DIFFERS = 'docs/wallet-behaviour.md section 13 (nonce request failure, failed verification)';
const CONTRACT =
  'docs/api-contract.md sections 2 (get-code, challenge) and 4 (the wallet signs the exact text get-code returned)';

const started = (invoked: readonly Invocation[], src: string) =>
  invoked.filter((invocation) => invocation.src === src).map(({ input }) => input as Record<string, unknown>);
/** The message the server handed out last (the latest prepareMessage answer), if any. */
const serverMessage = (history: readonly AnyEventObject[]) =>
  (lastOf(history, 'xstate.done.actor.prepareMessage') as { output?: { message: string } } | undefined)
    ?.output?.message;
const walletAddress = ({ history, input }: StepFacts<SignIn>) =>
  (lastOf(history, 'wallet.changed') as { address?: string } | undefined)?.address ??
  (input as SignInInput).address;
const errorOf = ({ event }: StepFacts<SignIn>) =>
  (event as { error?: { code?: number; status?: number } }).error;

/** When the server said its latest message stops being accepted (get-code's expiresAt), in ms. */
const serverExpiry = (history: readonly AnyEventObject[]) => {
  const answer = lastOf(history, 'xstate.done.actor.prepareMessage') as
    | { output?: { expiresAt: string } }
    | undefined;
  return answer?.output ? Date.parse(answer.output.expiresAt) : undefined;
};
const isFetchFailure = ({ type }: AnyEventObject) =>
  type === 'xstate.error.actor.prepareMessage' || type.startsWith('xstate.after.prepareTimeout.');

/** Whether the last `src` the machine started is still unanswered: no answer, cancel or wallet change since. */
function inFlight({ invokedSoFar, history }: StepFacts<SignIn>, src: string) {
  const started = invokedSoFar.filter((invocation) => invocation.src === src).at(-1)?.step;
  if (started === undefined) return false;
  return !history
    .slice(started + 1)
    .some(
      ({ type }) =>
        type === `xstate.done.actor.${src}` ||
        type === `xstate.error.actor.${src}` ||
        type === 'user.cancel' ||
        type === 'wallet.changed',
    );
}

export default defineProperties<SignIn>({
  machine: 'signIn',
  properties: [
    {
      id: 'wallet-signs-the-server-message',
      source: `${SIGN_IN}; ${CONTRACT}`,
      says: "The wallet is asked to sign exactly the server's latest message, for the connected address.",
      holds: (facts) =>
        started(facts.invoked, 'signMessage').every(
          (input) => input.message === serverMessage(facts.history) && input.address === walletAddress(facts),
        ),
    },
    {
      id: 'server-verifies-what-was-signed',
      source: CONTRACT,
      says: 'The server is sent that message, the signature the wallet returned, the address and the invite code.',
      holds: (facts) =>
        started(facts.invoked, 'verifySignature').every(
          (input) =>
            input.message === serverMessage(facts.history) &&
            input.signature ===
              (lastOf(facts.history, 'xstate.done.actor.signMessage') as { output?: string })?.output &&
            input.address === walletAddress(facts) &&
            input.inviteCode === (facts.input as SignInInput).inviteCode,
        ),
    },
    {
      id: 'message-fetched-for-the-wallet',
      source: `${SIGN_IN}: opening the panel fetches the message; docs/wallet-behaviour.md section 8`,
      says: 'The message is fetched for the wallet as it is now (its address and chain).',
      holds: (facts) =>
        started(facts.invoked, 'prepareMessage').every((input) => input.address === walletAddress(facts)),
    },
    {
      id: 'send-needs-a-message',
      source: `${SIGN_IN}: until it has one the button is disabled`,
      says: 'Send message is enabled only with a message from the server in hand.',
      holds: ({ snapshot }) =>
        !snapshot.can({ type: 'user.sendMessage' }) || snapshot.context.message !== null,
    },
    {
      id: 'signed-in-only-after-server-accepts',
      source: `${SIGN_IN}: success closes the dialog; docs/wallet-behaviour.md section 8 (signed in = a token stored)`,
      says: "No session exists before the server accepted the signature; then it is the server's session.",
      holds: ({ snapshot, event }) => {
        const accepted = event.type === 'xstate.done.actor.verifySignature';
        if (!accepted) return snapshot.context.session === null && snapshot.output?.outcome !== 'signedIn';
        const session = (event as { output?: unknown }).output;
        return (
          snapshot.status === 'done' &&
          JSON.stringify(snapshot.output) === JSON.stringify({ outcome: 'signedIn', session })
        );
      },
    },
    {
      id: 'rejection-is-silent',
      source: `${SIGN_IN}: a user rejection returns to idle with no message`,
      says: 'A signature the user rejects in the wallet shows no error and lets them send again.',
      holds: (facts) =>
        facts.event.type !== 'xstate.error.actor.signMessage' ||
        errorOf(facts)?.code !== 4001 ||
        (facts.snapshot.context.errorKey === null && facts.snapshot.can({ type: 'user.sendMessage' })),
    },
    {
      id: 'failure-shows-its-key',
      source: SIGN_IN,
      says: 'Each other failure shows its message key: signing_error, verifying_error (refused), oops_error, preparing_error.',
      holds: (facts) => {
        const { type } = facts.event;
        const key = facts.snapshot.context.errorKey;
        const error = errorOf(facts);
        if (type === 'xstate.error.actor.signMessage')
          return error?.code === 4001 || key === 'sign_in.signature.signing_error';
        if (type === 'xstate.error.actor.verifySignature')
          return (
            key ===
            (error?.status && error.status < 500
              ? 'sign_in.signature.verifying_error'
              : 'sign_in.signature.oops_error')
          );
        if (type === 'xstate.error.actor.prepareMessage') return key === 'sign_in.message.preparing_error';
        return true;
      },
    },
    {
      id: 'failed-fetch-offers-try-again',
      source: `${SIGN_IN}; ${DIFFERS}`,
      says: 'A message request that fails or goes unanswered shows preparing_error with Try again.',
      holds: ({ event, snapshot }) =>
        !isFetchFailure(event) ||
        (snapshot.hasTag('prepareFailed') &&
          snapshot.can({ type: 'user.retry' }) &&
          snapshot.context.errorKey === 'sign_in.message.preparing_error'),
    },
    {
      id: 'message-kept-until-it-expires',
      source: `${DIFFERS}; docs/api-contract.md section 2 (get-code: valid 5 minutes)`,
      says: "The server's message is dropped only once it has expired, after a refused or failed verification, or for another wallet.",
      holds: ({ previous, snapshot, event, history }) => {
        const dropped = previous?.context.message != null && snapshot.context.message === null;
        if (!dropped) return true;
        const expiry = serverExpiry(history);
        return (
          event.type === 'xstate.error.actor.verifySignature' ||
          event.type === 'wallet.changed' ||
          (expiry !== undefined && Date.now() >= expiry)
        );
      },
    },
    {
      id: 'send-message-asks-the-wallet',
      source: `${SIGN_IN}: Send message: the wallet signs (signing)`,
      says: 'Send message, when enabled, asks the wallet to sign at once.',
      holds: ({ event, previous, invoked }) =>
        event.type !== 'user.sendMessage' ||
        !previous?.can({ type: 'user.sendMessage' }) ||
        started(invoked, 'signMessage').length === 1,
    },
    {
      id: 'status-shows-the-wallet-and-the-server-at-work',
      source: `${SIGN_IN}: Send message: the wallet signs (signing), then the server verifies (verifying)`,
      says: 'The panel reads signing exactly while the wallet is asked to sign, verifying exactly while the server checks.',
      holds: (facts) =>
        facts.snapshot.hasTag('signing') === inFlight(facts, 'signMessage') &&
        facts.snapshot.hasTag('verifying') === inFlight(facts, 'verifySignature'),
    },
    {
      id: 'error-only-while-idle',
      source: `${SIGN_IN}: error text shows only while idle`,
      says: 'No error is shown while the wallet signs or the server verifies.',
      holds: ({ snapshot }) =>
        !(snapshot.hasTag('signing') || snapshot.hasTag('verifying')) || snapshot.context.errorKey === null,
    },
    {
      id: 'cancel-closes-and-sends-nothing',
      source: `${SIGN_IN}: Cancel, the close button, Escape and the backdrop close the panel`,
      says: 'A cancel ends the attempt as cancelled and starts nothing.',
      holds: ({ event, snapshot, invoked }) =>
        event.type !== 'user.cancel' ||
        (invoked.length === 0 && snapshot.status === 'done' && snapshot.output?.outcome === 'cancelled'),
    },
    {
      id: 'sends-a-single-signature-request',
      source: `${SIGN_IN}: Send message: the wallet signs, then the server verifies`,
      says: 'A wallet prompt starts only on Send message; a server check only on the signature the wallet gave.',
      holds: ({ invoked, event }) =>
        (started(invoked, 'signMessage').length === 0 || event.type === 'user.sendMessage') &&
        (started(invoked, 'verifySignature').length === 0 || event.type === 'xstate.done.actor.signMessage'),
    },
  ],
});
