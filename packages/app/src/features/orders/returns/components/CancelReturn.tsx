import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, ConfirmModal, useToast } from '@jiyun/design-system';
import type { ReturnOrder } from '@jiyun/domain';
import { returnFailureTextKey } from '../model/failure';
import { useCancelReturn } from '../queries';

/** Cancel (unpacked or packed): irreversible; the parcel goes back in stock on its shelf. */
export function CancelReturn({ order }: { order: ReturnOrder }) {
  const { t } = useTranslation(['returns', 'orders']);
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  // Told from the hook: a cancelled return has no Cancel button to call back into.
  const cancel = useCancelReturn(order.id, {
    onSuccess: () => toast.show({ tone: 'success', message: t('detail.cancel.done') }),
  });
  const shelf = order.parcel.storage_location;
  return (
    <>
      <Button
        variant="danger"
        onClick={() => {
          cancel.reset();
          setConfirming(true);
        }}
      >
        {t('detail.cancel.button')}
      </Button>
      <ConfirmModal
        open={confirming}
        tone="danger"
        title={t('detail.cancel.title')}
        message={
          <>
            {cancel.isError && (
              <Alert tone="error">{t(returnFailureTextKey('cancel', cancel.error))}</Alert>
            )}
            {order.status === 'packed'
              ? t('detail.cancel.packed', { shelf })
              : t('detail.cancel.unpacked', { shelf })}
          </>
        }
        confirmLabel={t('detail.cancel.confirm')}
        backLabel={t('orders:actions.back')}
        closeLabel={t('orders:actions.close')}
        confirming={cancel.isPending}
        onBack={() => setConfirming(false)}
        onConfirm={() => cancel.mutate(undefined, { onSuccess: () => setConfirming(false) })}
      />
    </>
  );
}
