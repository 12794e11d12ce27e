import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, useToast } from '@jiyun/design-system';
import { returnAllows, type ReturnOrder } from '@jiyun/domain';
import { Fact, StyledFacts } from '../../../../components/Facts';
import { ReceiverForm } from '../../components/ReceiverForm';
import { returnFailureTextKey } from '../model/failure';
import { useUpdateReturn } from '../queries';

function ReturnReceiverForm({ order, onDone }: { order: ReturnOrder; onDone: () => void }) {
  const { t } = useTranslation('returns');
  const toast = useToast();
  const save = useUpdateReturn(order.id);
  return (
    <ReceiverForm
      current={order}
      label={t('detail.receiver.edit')}
      saving={save.isPending}
      problem={save.isError ? t(returnFailureTextKey('receiver', save.error)) : null}
      onSave={(body) =>
        save.mutate(body, {
          onSuccess: () => {
            toast.show({ tone: 'success', message: t('detail.receiver.saved') });
            onDone();
          },
        })
      }
      onCancel={onDone}
    />
  );
}

/** Where the parcel goes back to; editable until the package ships (non-blank, changed only). */
export function ReturnReceiverSection({ order }: { order: ReturnOrder }) {
  const { t } = useTranslation(['returns', 'orders']);
  const [editing, setEditing] = useState(false);
  const editable = returnAllows(order.status, 'edit_receiver');
  return (
    <Card
      as="section"
      title={t('detail.receiver.title')}
      headingLevel={2}
      actions={
        editable && !editing ? (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            {t('detail.receiver.edit')}
          </Button>
        ) : undefined
      }
    >
      {editing && editable ? (
        <ReturnReceiverForm order={order} onDone={() => setEditing(false)} />
      ) : (
        <StyledFacts>
          <Fact label={t('orders:receiver.receiver_name')}>{order.receiver_name}</Fact>
          <Fact label={t('orders:receiver.receiver_phone')}>{order.receiver_phone}</Fact>
          <Fact label={t('orders:receiver.receiver_address')}>{order.receiver_address}</Fact>
        </StyledFacts>
      )}
    </Card>
  );
}
