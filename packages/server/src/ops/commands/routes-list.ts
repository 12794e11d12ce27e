import { depositDue } from '@jiyun/domain';
import type { OpsCommand } from '../command.js';
import { table, usd } from '../format.js';

export const routesList: OpsCommand = {
  name: 'routes:list',
  summary: 'Every route option (enabled or not) with the deposit of its destination',
  usage: 'routes:list',
  example: 'pnpm ops routes:list --json',
  async run({ open }) {
    const { staff } = await open();
    const [routes, deposits] = await Promise.all([staff.routes(), staff.deposits()]);
    const depositOf = (from: string, to: string) =>
      deposits.find(
        (deposit) => deposit.departing_country === from && deposit.arriving_country === to,
      );
    const rows = routes.map((route) => {
      const deposit = depositOf(route.origin_country, route.destination_country);
      const amount = deposit ? deposit.amount_cents / 100 : null;
      const discount = deposit?.first_discount_cents ?? null;
      return {
        ...route,
        deposit:
          deposit && amount !== null
            ? {
                amount,
                first_discount: discount === null ? null : discount / 100,
                due: depositDue({
                  amount,
                  discounts:
                    discount === null
                      ? []
                      : [{ amount: discount / 100, description: '', zh_description: '' }],
                }),
              }
            : null,
      };
    });
    return {
      json: rows,
      text: table(
        ['From', 'To', 'Transport', 'Goods', 'Offered', 'Deposit', 'First discount', 'Due'],
        rows.map((row) => [
          row.origin_country,
          row.destination_country,
          row.transport_type,
          row.goods_type,
          row.enabled ? 'yes' : 'no (disabled)',
          row.deposit ? usd(row.deposit.amount * 100) : 'none',
          row.deposit?.first_discount != null ? usd(row.deposit.first_discount * 100) : '—',
          row.deposit ? usd(Math.round(row.deposit.due * 100)) : '—',
        ]),
        'No route option is set.',
      ),
    };
  },
};
