import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, useToast } from '@jiyun/design-system';
import { orderAllows, type Order } from '@jiyun/domain';
import { Fact, StyledFacts } from '../../../components/Facts';
import { useUpdateOrder } from '../queries';
import { orderFailureTextKey } from '../model/failure';
import { ReceiverForm } from './ReceiverForm';

function OrderReceiverForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const { t } = useTranslation('orders');
  const toast = useToast();
  const save = useUpdateOrder(order.id);
  return (
    <ReceiverForm
      current={order}
      label={t('detail.info.editReceiver')}
      saving={save.isPending}
      problem={save.isError ? t(orderFailureTextKey('receiver', save.error)) : null}
      onSave={(body) =>
        save.mutate(body, {
          onSuccess: () => {
            toast.show({ tone: 'success', message: t('detail.info.saved') });
            onDone();
          },
        })
      }
      onCancel={onDone}
    />
  );
}

/** Order information: the order's facts and the receiver, editable while the package is on its way. */
export function ReceiverSection({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const [editing, setEditing] = useState(false);
  const editable = orderAllows(order.status, 'edit_receiver');
  return (
    <Card
      as="section"
      title={t('detail.info.title')}
      headingLevel={2}
      actions={
        editable && !editing ? (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            {t('detail.info.editReceiver')}
          </Button>
        ) : undefined
      }
    >
      {editing && editable ? (
        <OrderReceiverForm order={order} onDone={() => setEditing(false)} />
      ) : (
        <StyledFacts>
          <Fact label={t('detail.info.receiverName')}>{order.receiver_name}</Fact>
          <Fact label={t('detail.info.receiverPhone')}>{order.receiver_phone}</Fact>
          <Fact label={t('detail.info.receiverAddress')}>{order.receiver_address}</Fact>
          <Fact label={t('detail.info.destination')}>
            {order.receiver_city}, {order.receiver_country}
          </Fact>
          <Fact label={t('detail.info.customer')}>{order.customers.username}</Fact>
          <Fact label={t('detail.info.email')}>{order.customers.email}</Fact>
          <Fact label={t('detail.info.line')}>{order.shipping_lines.name}</Fact>
          <Fact label={t('detail.info.routeCode')}>{order.shipping_lines.shipping_route.code}</Fact>
          <Fact label={t('detail.info.warehouse')}>
            {order.shipping_lines.merchant_warehouse.warehouse_name}
          </Fact>
        </StyledFacts>
      )}
    </Card>
  );
}
