import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  BankAccount,
  BankAccountChange,
  SettlementDetail,
  SettlementListQuery,
} from '@jiyun/domain';
import { useSavingMutation, type MutationOptions } from '../../api/mutations';
import { bankAccountKeys, billingClient, settlementKeys } from './api/billing';

export function useBillingOverview(query: SettlementListQuery) {
  return useQuery({
    queryKey: settlementKeys.list(query),
    queryFn: () => billingClient.overview(query),
    // The table keeps the last page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useSettlement(settlementId: string) {
  return useQuery({
    queryKey: settlementKeys.detail(settlementId),
    queryFn: () => billingClient.settlement(settlementId),
    enabled: settlementId !== '',
    // A missing statement is not asked for again: the page says so.
    retry: false,
  });
}

/**
 * The documents move the statement to under review: the detail shows the answer, and the
 * overview (status, tiles) is asked again.
 */
export function useConfirmSettlement(
  settlementId: string,
  options: MutationOptions<SettlementDetail, readonly File[]> = {},
) {
  return useSavingMutation(
    (files: readonly File[]) => billingClient.confirm(settlementId, files),
    async (queryClient, saved) => {
      queryClient.setQueryData(settlementKeys.detail(settlementId), saved);
      await queryClient.invalidateQueries({ queryKey: settlementKeys.lists() });
    },
    options,
  );
}

export function useBankAccount() {
  return useQuery({ queryKey: bankAccountKeys.all, queryFn: billingClient.bankAccount });
}

export function useSendBankAccountCode() {
  return useMutation({ mutationFn: billingClient.sendBankAccountCode });
}

export function useSaveBankAccount(options: MutationOptions<BankAccount, BankAccountChange> = {}) {
  return useSavingMutation(
    (body: BankAccountChange) => billingClient.saveBankAccount(body),
    (queryClient, saved) => queryClient.setQueryData(bankAccountKeys.all, saved),
    options,
  );
}
