import { isIsoDate, pricingDay } from '@jiyun/domain';
import { OpsUsageError, optionalText } from '../command.js';
import type { OpsCommand } from '../command.js';

export const ratesSet: OpsCommand = {
  name: 'rates:set',
  summary: "Set the platform's exchange rate of a day: units of a currency for 1 CNY (A21)",
  usage: 'rates:set <currency> <rate> [--day YYYY-MM-DD]',
  example: 'pnpm ops rates:set CAD 0.1932',
  positionals: 2,
  options: { day: { type: 'string' } },
  async run({ open, now }, input) {
    const [currency, rateText] = input.positionals;
    if (currency === undefined || !/^[A-Z]{3}$/.test(currency)) {
      throw new OpsUsageError(`<currency> must be a code such as CAD, got "${currency ?? ''}".`);
    }
    const rate = Number(rateText);
    if (rateText === undefined || !/^\d+(\.\d{1,6})?$/.test(rateText) || rate <= 0) {
      throw new OpsUsageError(`<rate> must be a number above 0 with at most 6 decimals, got "${rateText ?? ''}".`);
    }
    const day = optionalText(input, 'day') ?? pricingDay(now());
    if (!isIsoDate(day)) throw new OpsUsageError(`--day must be a date written YYYY-MM-DD, got "${day}".`);
    const { orders } = await open();
    await orders.setExchangeRate(currency, day, rate);
    return {
      json: { currency, rate, day },
      text: `The rate of ${day} is ${rate} ${currency} for 1 CNY; quotes from that day use it.`,
    };
  },
};
