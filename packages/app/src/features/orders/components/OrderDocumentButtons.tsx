import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, useToast } from '@jiyun/design-system';
import { hasPackageLabel, type Order, type OrderDocumentKind } from '@jiyun/domain';
import { openPdf, saveFile } from '../../../lib/save-file';
import { ordersClient } from '../api/orders';

/**
 * The order's document, printed or downloaded (issue 42.3): the pick list until the order is
 * packed, the package's label from then on. A cancelled order has neither.
 */
export function OrderDocumentButtons({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const toast = useToast();
  const [busy, setBusy] = useState<'print' | 'download' | null>(null);
  const kind: OrderDocumentKind | null =
    order.status === 'cancelled'
      ? null
      : hasPackageLabel(order.status)
        ? 'package-label'
        : 'pick-list';
  const fileName = `${kind ?? 'document'}-${order.orderNo}.pdf`;
  const failed = () => toast.show({ tone: 'error', message: t('documents.failed') });
  const run = (action: 'print' | 'download') => {
    if (!kind || busy) return;
    setBusy(action);
    const pdf = ordersClient.document(order.id, kind);
    const done =
      action === 'print' ? openPdf(pdf, fileName) : pdf.then((blob) => saveFile(blob, fileName));
    done.catch(failed).finally(() => setBusy(null));
  };
  const what = kind ? t(`documents.${kind}`) : '';
  return (
    <>
      <Button
        variant="secondary"
        disabled={!kind}
        loading={busy === 'print'}
        onClick={() => run('print')}
      >
        {kind ? t('documents.print', { document: what }) : t('actions.print')}
      </Button>
      <Button
        variant="secondary"
        disabled={!kind}
        loading={busy === 'download'}
        onClick={() => run('download')}
      >
        {kind ? t('documents.download', { document: what }) : t('actions.download')}
      </Button>
    </>
  );
}
