import { neverSettling } from '@test/support/replay-path';
import { connectionMachine } from '@/machines/connection/connection.machine';
import { copyAddressMachine } from '@/machines/copy-address/copy-address.machine';
import { networkSwitchMachine } from '@/machines/network-switch/network-switch.machine';
import { signInMachine } from '@/machines/sign-in/sign-in.machine';
import { transactionMachine } from '@/machines/transaction/transaction.machine';
import { transactionStoreMachine } from '@/machines/transaction-store/transaction-store.machine';

/**
 * The wallet charts with only the outside world stubbed: wallet requests, the sign-in API, receipts and the
 * clipboard never settle, so a test moves the charts with events alone.
 */
export const idleSignIn = signInMachine.provide({
  actors: {
    prepareMessage: neverSettling(),
    signMessage: neverSettling(),
    verifySignature: neverSettling(),
  },
});
export const idleNetworkSwitch = networkSwitchMachine.provide({ actors: { switchChain: neverSettling() } });
export const idleCopyAddress = copyAddressMachine.provide({ actors: { writeClipboard: neverSettling() } });
export const idleTransactionStore = transactionStoreMachine.provide({
  actors: { transaction: transactionMachine.provide({ actors: { waitForReceipt: neverSettling() } }) },
});
/** The real connection with sign-in and the network switch inside, as the wallet system's child. */
export const idleConnection = connectionMachine.provide({
  actors: { networkSwitch: idleNetworkSwitch, signIn: idleSignIn },
});
