import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useSnackbar } from 'notistack';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { site } from '@/config/site';
import { formatTokenAmount } from '@/domain/format/token-amount';
import {
  type ClaimKind,
  claimMachine,
  type SubmitClaimInput,
  type SubmitClaimOutput,
} from '@/machines/claim.machine';
import { intlLocale } from '@/ui/kit/format-date';
import { toClaimFailureError } from './claim-failure';
import { invalidatedByClaim } from './query-keys';

export interface ClaimActorOptions {
  kind: ClaimKind;
  /** The API call with the click time; its failures become the machine's codes. */
  submit: (now: number) => Promise<SubmitClaimOutput>;
  /** After a successful claim, besides the toast and the refetch (e.g. the session's profile refresh). */
  onClaimed?: (kind: ClaimKind) => void;
}

/**
 * A claim actor provided with the real call: on success a toast with the amount, the queries the claim
 * changed are fetched again, and `onClaimed` runs.
 */
export function useClaimActor({ kind, submit, onClaimed }: ClaimActorOptions) {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const { i18n } = useTranslation();
  const latest = useRef({ submit, onClaimed, enqueueSnackbar, i18n });
  useEffect(() => {
    latest.current = { submit, onClaimed, enqueueSnackbar, i18n };
  });
  const [logic] = useState(() =>
    claimMachine.provide({
      actors: {
        submitClaim: fromPromise<SubmitClaimOutput, SubmitClaimInput>(async ({ input }) => {
          try {
            return await latest.current.submit(input.now);
          } catch (error) {
            throw toClaimFailureError(error);
          }
        }),
      },
      actions: {
        announceClaim: (_, params) => {
          const { i18n: current, enqueueSnackbar: toast } = latest.current;
          const symbol = site.token.symbol;
          const locale = intlLocale(current.language);
          const message =
            params.amount === '0'
              ? current.t('states.claim.nothing', { ns: 'app', symbol })
              : current.t(`states.claim.done.${params.kind}`, {
                  ns: 'app',
                  symbol,
                  amount: formatTokenAmount(params.amount, site.token.decimals, { locale }),
                });
          toast(message, { variant: params.amount === '0' ? 'info' : 'success' });
          for (const queryKey of invalidatedByClaim[params.kind])
            void queryClient.invalidateQueries({ queryKey });
          latest.current.onClaimed?.(params.kind);
        },
      },
    }),
  );
  return useActorRef(logic, { input: { kind } });
}
