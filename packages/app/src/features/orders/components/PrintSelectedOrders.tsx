import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, RadioGroup, useToast } from '@jiyun/design-system';
import { ORDER_DOCUMENT_KINDS, type OrderDocumentKind } from '@jiyun/domain';
import { readApiFailure } from '../../../api/api-error';
import { openPdf } from '../../../lib/save-file';
import { ordersClient } from '../api/orders';

/**
 * Print of the orders ticked in the list (issue 42.3): their pick lists or their package labels,
 * chosen in a dialog, as one PDF in a tab opened at the click. An order not packed yet has no
 * package label: the server refuses the whole print, and the dialog says why.
 */
export function PrintSelectedOrders({ orderIds }: { orderIds: readonly string[] }) {
  const { t } = useTranslation('orders');
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<OrderDocumentKind>('pick-list');
  const [printing, setPrinting] = useState(false);
  const [notPacked, setNotPacked] = useState(false);
  const print = () => {
    if (printing) return;
    setPrinting(true);
    setNotPacked(false);
    openPdf(ordersClient.documents(kind, orderIds), `${kind}s-${orderIds.length}.pdf`)
      .then(() => setOpen(false))
      .catch((error: unknown) => {
        if (readApiFailure(error).status === 409) setNotPacked(true);
        else toast.show({ tone: 'error', message: t('documents.failed') });
      })
      .finally(() => setPrinting(false));
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('documents.printSelected', { count: orderIds.length })}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('documents.printSelectedTitle', { count: orderIds.length })}
        closeLabel={t('actions.close')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('actions.cancel')}
            </Button>
            <Button loading={printing} onClick={print}>
              {t('actions.print')}
            </Button>
          </>
        }
      >
        <RadioGroup
          label={t('documents.which')}
          name="order-document"
          options={ORDER_DOCUMENT_KINDS.map((value) => ({
            value,
            label: t(`documents.kinds.${value}`),
          }))}
          value={kind}
          onChange={(value) => {
            setKind(value as OrderDocumentKind);
            setNotPacked(false);
          }}
          error={notPacked ? t('documents.notPacked') : undefined}
        />
      </Modal>
    </>
  );
}
