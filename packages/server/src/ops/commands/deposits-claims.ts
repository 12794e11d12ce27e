import { DEPOSIT_CLAIM_STATUSES } from '@jiyun/domain';
import type { DepositClaimStatus } from '@jiyun/domain';
import { OpsUsageError, optionalText } from '../command.js';
import type { OpsCommand } from '../command.js';
import { dateTime, table, usd } from '../format.js';

export const depositsClaims: OpsCommand = {
  name: 'deposits:claims',
  summary: 'Deposit payment claims ("I have completed payment"), claimed ones unless --status says',
  usage: `deposits:claims [--status ${DEPOSIT_CLAIM_STATUSES.join('|')}|all]`,
  example: 'pnpm ops deposits:claims --status all',
  options: { status: { type: 'string' } },
  async run({ open }, input) {
    const wanted = optionalText(input, 'status') ?? 'claimed';
    if (wanted !== 'all' && !(DEPOSIT_CLAIM_STATUSES as readonly string[]).includes(wanted)) {
      throw new OpsUsageError(
        `--status must be one of ${DEPOSIT_CLAIM_STATUSES.join(', ')} or all, got "${wanted}".`,
      );
    }
    const { staff } = await open();
    const claims = await staff.claims(
      wanted === 'all' ? undefined : (wanted as DepositClaimStatus),
    );
    return {
      json: claims.map((claim) => ({
        ...claim,
        amount: claim.amount_cents / 100,
        currency: 'USD',
        claimed_at: claim.claimed_at.toISOString(),
        decided_at: claim.decided_at?.toISOString() ?? null,
      })),
      text: table(
        ['Claim id', 'Merchant', 'Route', 'Method', 'Amount', 'Status', 'Claimed'],
        claims.map((claim) => [
          claim.id,
          claim.merchant_name,
          `${claim.departing_country} → ${claim.arriving_country}`,
          claim.method,
          usd(claim.amount_cents),
          claim.status,
          dateTime(claim.claimed_at),
        ]),
        wanted === 'claimed' ? 'No deposit claim is waiting.' : 'No deposit claim found.',
      ),
    };
  },
};
