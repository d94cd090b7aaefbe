import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { toClaimFailureError } from '@/api/http/claim-failure';
import {
  type ClaimKind,
  claimMachine,
  type SubmitClaimInput,
  type SubmitClaimOutput,
} from '@/machines/claim/claim.machine';
import { SessionActor } from '@/ui/actors/session-context';
import { invalidatedByClaim } from './query-keys';

export interface ClaimActorOptions {
  kind: ClaimKind;
  /** The API call with the click time; its failures become the machine's codes. */
  submit: (now: number) => Promise<SubmitClaimOutput>;
}

/**
 * A claim actor provided with the real call, the refresh of the queries a claim changed (the chart asks for it
 * after each successful claim; the claim button announces the amount) and the session's actor system (the chart
 * tells the session, by its systemId, to fetch the profile again).
 */
export function useClaimActor({ kind, submit }: ClaimActorOptions) {
  const { system } = SessionActor.useActorRef();
  const queryClient = useQueryClient();
  const latest = useRef({ submit });
  useEffect(() => {
    latest.current = { submit };
  });
  const [logic] = useState(() =>
    claimMachine.provide({
      actions: {
        refreshClaimedData: (_, { kind: claimed }) => {
          for (const queryKey of invalidatedByClaim[claimed])
            void queryClient.invalidateQueries({ queryKey });
        },
      },
      actors: {
        submitClaim: fromPromise<SubmitClaimOutput, SubmitClaimInput>(async ({ input }) => {
          try {
            return await latest.current.submit(input.now);
          } catch (error) {
            throw toClaimFailureError(error);
          }
        }),
      },
    }),
  );
  return useActorRef(logic, { input: { kind, system } });
}
