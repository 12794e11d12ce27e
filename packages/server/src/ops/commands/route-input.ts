import { isSupportedCountry, SUPPORTED_COUNTRIES } from '@jiyun/domain';
import type { ParseArgsOptionsConfig } from 'node:util';
import { OpsUsageError, optionalText, requiredText } from '../command.js';
import type { OpsInput } from '../command.js';

/** `--from` (CN unless given) and `--to`, both supported countries, not the same one. */
export const ROUTE_ENDS: ParseArgsOptionsConfig = {
  from: { type: 'string' },
  to: { type: 'string' },
};

function country(value: string, name: string): string {
  const code = value.toUpperCase();
  if (!isSupportedCountry(code)) {
    throw new OpsUsageError(
      `--${name} must be a supported country code (${SUPPORTED_COUNTRIES.join(', ')}), got "${value}".`,
    );
  }
  return code;
}

export function routeEnds(input: OpsInput): { from: string; to: string } {
  const from = country(optionalText(input, 'from') ?? 'CN', 'from');
  const to = country(requiredText(input, 'to', 'CA'), 'to');
  if (from === to) throw new OpsUsageError(`--from and --to must differ, both are ${to}.`);
  return { from, to };
}

/**
 * A USD amount as typed (`1500`, `1500.5`, `1200.00`) in cents; `min` 0 allows nothing off (a
 * discount), 1 asks for a positive amount.
 */
export function usdCents(input: OpsInput, name: string, min: 0 | 1): number | null {
  const raw = optionalText(input, name);
  if (raw === null) return null;
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(raw)) {
    throw new OpsUsageError(
      `--${name} must be US dollars with at most two decimals, e.g. --${name} 1500, got "${raw}".`,
    );
  }
  const cents = Math.round(Number(raw) * 100);
  if (cents < min) throw new OpsUsageError(`--${name} must be more than 0, got "${raw}".`);
  return cents;
}
