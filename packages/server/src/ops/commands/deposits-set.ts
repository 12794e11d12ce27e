import { depositDue } from '@jiyun/domain';
import { OpsUsageError } from '../command.js';
import type { OpsCommand } from '../command.js';
import { usd } from '../format.js';
import { ROUTE_ENDS, routeEnds, usdCents } from './route-input.js';

export const depositsSet: OpsCommand = {
  name: 'deposits:set',
  summary:
    'Set the deposit (USD) of a destination, and with --discount its first-line discount (A20)',
  usage: 'deposits:set --to <country> --amount <USD> [--discount <USD>] [--from CN]',
  example: 'pnpm ops deposits:set --to CA --amount 1500 --discount 300',
  options: { ...ROUTE_ENDS, amount: { type: 'string' }, discount: { type: 'string' } },
  async run({ open }, input) {
    const { from, to } = routeEnds(input);
    const amount = usdCents(input, 'amount', 1);
    if (amount === null) throw new OpsUsageError('--amount is required, e.g. --amount 1500.');
    const discount = usdCents(input, 'discount', 0);
    if (discount !== null && discount > amount) {
      throw new OpsUsageError(
        `--discount (${usd(discount)}) must not be more than --amount (${usd(amount)}).`,
      );
    }
    const { staff } = await open();
    await staff.setDeposit(from, to, amount, discount);
    const saved = (await staff.deposits()).find(
      (deposit) => deposit.departing_country === from && deposit.arriving_country === to,
    );
    const firstDiscount = saved?.first_discount_cents ?? null;
    // What a first line pays, by the same rule as the merchant's deposit step (A20).
    const due = Math.round(
      depositDue({
        amount: amount / 100,
        discounts:
          firstDiscount === null
            ? []
            : [{ amount: firstDiscount / 100, description: '', zh_description: '' }],
      }) * 100,
    );
    return {
      json: {
        departing_country: from,
        arriving_country: to,
        amount: amount / 100,
        first_discount: firstDiscount === null ? null : firstDiscount / 100,
        due: due / 100,
        currency: 'USD',
      },
      text: `Deposit ${from} → ${to}: ${usd(amount)}, first discount ${firstDiscount === null ? 'none' : usd(firstDiscount)}; a first line pays ${usd(due)}.`,
    };
  },
};
