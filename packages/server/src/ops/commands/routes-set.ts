import { GOODS_TYPES, TRANSPORT_TYPES } from '@jiyun/domain';
import type { GoodsType, TransportType } from '@jiyun/domain';
import { OpsUsageError, requiredText } from '../command.js';
import type { OpsCommand, OpsInput } from '../command.js';
import { ROUTE_ENDS, routeEnds } from './route-input.js';

function choice<T extends string>(input: OpsInput, name: string, allowed: readonly T[]): T {
  const value = requiredText(input, name, allowed[0] ?? '');
  if (!(allowed as readonly string[]).includes(value)) {
    throw new OpsUsageError(`--${name} must be ${allowed.join(' or ')}, got "${value}".`);
  }
  return value as T;
}

export const routesSet: OpsCommand = {
  name: 'routes:set',
  summary: 'Offer a route to merchants, or stop offering it with --disable (existing lines stay)',
  usage:
    'routes:set --to <country> --transport air|sea --goods general|sensitive [--from CN] [--disable]',
  example: 'pnpm ops routes:set --to CA --transport air --goods general',
  options: {
    ...ROUTE_ENDS,
    transport: { type: 'string' },
    goods: { type: 'string' },
    disable: { type: 'boolean' },
  },
  async run({ open }, input) {
    const { from, to } = routeEnds(input);
    const transport = choice<TransportType>(input, 'transport', TRANSPORT_TYPES);
    const goods = choice<GoodsType>(input, 'goods', GOODS_TYPES);
    const enabled = input.options.disable !== true;
    const { staff } = await open();
    await staff.setRoute({
      origin_country: from,
      destination_country: to,
      transport_type: transport,
      goods_type: goods,
      enabled,
    });
    const hasDeposit = (await staff.deposits()).some(
      (deposit) => deposit.departing_country === from && deposit.arriving_country === to,
    );
    const route = `${from} → ${to} ${transport} ${goods}`;
    const lines = [
      enabled
        ? `Route ${route} is offered to merchants.`
        : `Route ${route} is no longer offered; lines already on it keep working.`,
    ];
    if (enabled && !hasDeposit) {
      lines.push(
        `Note: ${from} → ${to} has no deposit yet, so the wizard's deposit step will say "No deposit amount for this route found". Set one with: pnpm ops deposits:set --to ${to} --amount 1500`,
      );
    }
    return {
      json: {
        origin_country: from,
        destination_country: to,
        transport_type: transport,
        goods_type: goods,
        enabled,
        has_deposit: hasDeposit,
      },
      text: lines.join('\n'),
    };
  },
};
