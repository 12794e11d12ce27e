import { useQuery } from '@tanstack/react-query';
import type { ShippingLineDetail } from '@jiyun/domain';
import { useSavingMutation, type MutationOptions } from '../../../api/mutations';
import { readApiFailure } from '../../../api/api-error';
import {
  activeWarehouseKeys,
  routeDepositKeys,
  routeOptionKeys,
  shippingLineKeys,
  wizardClient,
  type NewShippingLine,
} from './api/wizard';

export function useRouteOptions() {
  return useQuery({
    queryKey: routeOptionKeys.lists(),
    queryFn: wizardClient.routeOptions,
    // The enabled routes change by platform decision, not while a merchant fills the wizard.
    staleTime: 5 * 60_000,
  });
}

export function useActiveWarehouses() {
  return useQuery({
    queryKey: activeWarehouseKeys.list({ status: 'active' }),
    queryFn: wizardClient.activeWarehouses,
  });
}

export function useRouteDeposit(destination: string) {
  return useQuery({
    queryKey: routeDepositKeys.detail(destination),
    queryFn: () => wizardClient.deposit(destination),
    enabled: destination !== '',
    // A route without a deposit stays without one: asking again only delays the message.
    retry: (count, error) => readApiFailure(error).status !== 404 && count < 2,
  });
}

export function useWarehouseLines() {
  return useQuery({
    queryKey: shippingLineKeys.list({ of: 'warehouses' }),
    queryFn: wizardClient.warehouseLines,
  });
}

export function useCreateShippingLine(
  options: MutationOptions<ShippingLineDetail, NewShippingLine> = {},
) {
  return useSavingMutation(
    wizardClient.create,
    (queryClient) => queryClient.invalidateQueries({ queryKey: shippingLineKeys.all }),
    options,
  );
}
