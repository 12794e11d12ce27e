import type { ShippingLineDetail } from '@jiyun/domain';

/** What every section of a line's page is given. */
export interface SectionProps {
  line: ShippingLineDetail;
  /** False while the line is pending or deleted (spec 4). */
  canEdit: boolean;
  /** Id of the sentence that says why the sections cannot be edited. */
  blockedReasonId: string;
}
