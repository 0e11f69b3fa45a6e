import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BRAND_NAME } from '../../../../shared/constants';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type MoveRequest = {
  amount: string;
  pincode: string;
  savingsNumber: string;
  holderName: string;
  idempotencyKey: string;
};

/**
 * Checking → Savings: a local transfer to the customer's own Savings account (no fee), POST /transfers/local.
 * `networkMode: 'always'` so that offline it fails at once instead of waiting and sending itself later; the
 * caller keeps the Idempotency-Key until it succeeds, so a new tap after a lost answer cannot move it twice.
 */
export function useMoveToSavings() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (move: MoveRequest) =>
      apiRequest('/transfers/local', {
        method: 'POST',
        headers: { 'Idempotency-Key': move.idempotencyKey },
        body: {
          amount: move.amount,
          paymentAccount: 'Account 1',
          bankName: BRAND_NAME,
          accountNumber: move.savingsNumber,
          accountName: move.holderName,
          details: 'Move to Savings',
          pincode: move.pincode,
        },
      }),
    onSuccess: () => {
      for (const queryKey of [queryKeys.profile, queryKeys.accounts, queryKeys.transactions.all]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
