import type { Config } from '@wagmi/core';
import { fromPromise } from 'xstate';
import { connectForAttempt, waitForQrUri } from '@/api/chain/connect-attempt';
import {
  type ConnectWalletInput,
  type ConnectWalletOutput,
  connectAttemptMachine,
  type GetQrUriInput,
  type GetQrUriOutput,
} from '@/machines/connect-attempt/connect-attempt.machine';

/** One connection attempt with the real wallet: its QR URI and the connection itself. */
export function createConnectAttemptLogic(config: Config) {
  return connectAttemptMachine.provide({
    actors: {
      getQrUri: fromPromise<GetQrUriOutput, GetQrUriInput>(({ input, signal }) =>
        waitForQrUri(config, input, signal),
      ),
      connectWallet: fromPromise<ConnectWalletOutput, ConnectWalletInput>(({ input, signal }) =>
        connectForAttempt(config, input, signal),
      ),
    },
  });
}
