import { useTranslation } from 'react-i18next';
import { StatusTag } from '@jiyun/design-system';
import { shippingLineStatusTone, type ShippingLineStatus } from '@jiyun/domain';

/** A line's status as a tag: the domain's tone, the area's label. */
export function LineStatusTag({ status }: { status: ShippingLineStatus }) {
  const { t } = useTranslation('shippingLines');
  return <StatusTag tone={shippingLineStatusTone(status)} label={t(`status.${status}`)} />;
}
