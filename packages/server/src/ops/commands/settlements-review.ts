import { parseNumericId } from '@jiyun/domain';
import type { SettlementReview } from '@jiyun/domain';
import { notify } from '../../notifications/notify.js';
import { OpsRefusal, OpsUsageError, REASON_OPTIONS, reasonOf } from '../command.js';
import type { OpsCommand, OpsInput } from '../command.js';
import { settlementApproved, settlementRejected } from '../notices.js';

function statementArgument(input: OpsInput): number {
  const value = input.positionals[0] ?? '';
  const statementNo = parseNumericId(value.replace(/^s/i, ''));
  if (statementNo === null) {
    throw new OpsUsageError(
      `<statement> must be a statement number such as S2600001, got "${value}".`,
    );
  }
  return statementNo;
}

function reviewCommand(decision: SettlementReview['decision']): OpsCommand {
  const approve = decision === 'approve';
  return {
    name: `settlements:${decision}`,
    summary: approve
      ? 'Approve a settlement under review: the merchant is told it will be paid'
      : 'Reject a settlement under review with a reason: the merchant reads it and uploads again',
    usage: approve
      ? 'settlements:approve <statement>'
      : 'settlements:reject <statement> --reason "<English>" [--reason-zh "<中文>"]',
    example: approve
      ? 'pnpm ops settlements:approve S2600001'
      : 'pnpm ops settlements:reject S2600001 --reason "The invoice names another company" --reason-zh "发票抬头与公司名称不符"',
    positionals: 1,
    ...(approve ? {} : { options: REASON_OPTIONS }),
    async run({ open, now }, input) {
      const statementNo = statementArgument(input);
      const reason = approve ? null : reasonOf(input);
      const review: SettlementReview =
        reason === null ? { decision: 'approve' } : { decision: 'reject', reason: reason.en };
      const { db, billing } = await open();
      const result = await billing.review(statementNo, review, now());
      if (!result.ok) {
        throw new OpsRefusal(
          result.refusal === 'not_found'
            ? `No settlement S${statementNo}.`
            : `Settlement S${statementNo} is not under review; settlements:${decision} takes one the merchant has sent documents for.`,
        );
      }
      const row = result.value;
      const notificationId = await notify(
        db,
        row.merchant_id,
        reason === null ? settlementApproved(row) : settlementRejected(row, reason),
      );
      return {
        json: {
          statement_no: `S${row.statement_no}`,
          status: row.status,
          rejection_reason: row.rejection_reason,
          notification_id: notificationId,
        },
        text: `Settlement S${row.statement_no} is now ${row.status}. The merchant was notified.`,
      };
    },
  };
}

export const settlementsApprove = reviewCommand('approve');
export const settlementsReject = reviewCommand('reject');
