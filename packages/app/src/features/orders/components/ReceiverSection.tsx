import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Card, TextArea, TextField, theme, useToast } from '@jiyun/design-system';
import { orderAllows, orderReceiverFormSchema, type Order } from '@jiyun/domain';
import { Fact, StyledFacts } from '../../../components/Facts';
import type { FailureKeys } from '../../../forms/failure-keys';
import { FormActions } from '../../../forms/FormActions';
import { useSchemaForm } from '../../../forms/use-schema-form';
import { receiverChanges, receiverValuesOf, type ReceiverValues } from '../model/order-view';
import { useUpdateOrder } from '../queries';
import { orderFailureTextKey } from '../model/failure';

const StyledForm = styled.form`
  display: grid;
  gap: ${theme.space[4]};
`;

type ErrorKey = 'receiver.errors.required' | 'receiver.errors.tooLong' | 'receiver.errors.phone';

const FAILURE_KEYS: FailureKeys<ErrorKey> = {
  fields: {
    receiver_phone: {
      'not-blank': 'receiver.errors.required',
      required: 'receiver.errors.required',
      max: 'receiver.errors.tooLong',
      '*': 'receiver.errors.phone',
    },
  },
  other: 'receiver.errors.required',
};

function ReceiverForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const { t } = useTranslation('orders');
  const toast = useToast();
  const save = useUpdateOrder(order.id);
  const { control, values, formRef, submit, errorKey } = useSchemaForm<ReceiverValues, ErrorKey>({
    schema: orderReceiverFormSchema,
    defaultValues: receiverValuesOf(order),
    failureKeys: FAILURE_KEYS,
  });
  const patch = receiverChanges(order, values);
  const changed = Object.keys(patch).length > 0;
  const failure = save.isError ? t(orderFailureTextKey('receiver', save.error)) : null;
  const onSubmit = submit((typed) => {
    const body = receiverChanges(order, typed);
    if (save.isPending || Object.keys(body).length === 0) return;
    save.mutate(body, {
      onSuccess: () => {
        toast.show({ tone: 'success', message: t('detail.info.saved') });
        onDone();
      },
    });
  });
  const text = (field: keyof ReceiverValues) => {
    const key = errorKey(field);
    return key && t(key);
  };
  return (
    <StyledForm
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label={t('detail.info.editReceiver')}
    >
      <Controller
        control={control}
        name="receiver_name"
        render={({ field }) => (
          <TextField
            label={t('receiver.receiver_name')}
            name="receiver_name"
            required
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            error={text('receiver_name')}
            disabled={save.isPending}
          />
        )}
      />
      <Controller
        control={control}
        name="receiver_phone"
        render={({ field }) => (
          <TextField
            label={t('receiver.receiver_phone')}
            name="receiver_phone"
            type="tel"
            required
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            error={text('receiver_phone')}
            disabled={save.isPending}
          />
        )}
      />
      <Controller
        control={control}
        name="receiver_address"
        render={({ field }) => (
          <TextArea
            label={t('receiver.receiver_address')}
            name="receiver_address"
            required
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            error={text('receiver_address')}
            disabled={save.isPending}
          />
        )}
      />
      <FormActions problem={failure}>
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending} disabled={!changed}>
          {t('actions.save')}
        </Button>
      </FormActions>
    </StyledForm>
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
        <ReceiverForm order={order} onDone={() => setEditing(false)} />
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
