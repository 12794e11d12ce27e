import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, TextArea, TextField, theme } from '@jiyun/design-system';
import { orderReceiverFormSchema, type OrderReceiverPatch } from '@jiyun/domain';
import type { FailureKeys } from '../../../forms/failure-keys';
import { FormActions } from '../../../forms/FormActions';
import { useSchemaForm } from '../../../forms/use-schema-form';
import { receiverChanges, receiverValuesOf, type ReceiverValues } from '../model/order-view';

const StyledForm = styled.form`
  display: grid;
  gap: ${theme.space[4]};
`;

// Too long is said by useSchemaForm, with the limit, as in every form.
type ErrorKey = 'receiver.errors.required' | 'receiver.errors.phone';

const FAILURE_KEYS: FailureKeys<ErrorKey> = {
  fields: {
    receiver_phone: {
      'not-blank': 'receiver.errors.required',
      required: 'receiver.errors.required',
      '*': 'receiver.errors.phone',
    },
  },
  other: 'receiver.errors.required',
};

export interface ReceiverFormProps {
  /** The receiver as saved. */
  current: ReceiverValues;
  /** Accessible name of the form. */
  label: string;
  /** Whether the save is on its way. */
  saving: boolean;
  /** What the last save's failure says, if it failed. */
  problem: string | null;
  /** Sends the changed, trimmed, non-blank fields (never an empty body). */
  onSave: (body: OrderReceiverPatch) => void;
  onCancel: () => void;
}

/**
 * The receiver edit of an order or a return (spec 4, 5): every field non-blank, Save only while
 * something changed, and only the changed fields sent.
 */
export function ReceiverForm({
  current,
  label,
  saving,
  problem,
  onSave,
  onCancel,
}: ReceiverFormProps) {
  const { t } = useTranslation('orders');
  const { control, values, formRef, submit, errorText, lengthProps } = useSchemaForm<
    ReceiverValues,
    ErrorKey
  >({
    schema: orderReceiverFormSchema,
    defaultValues: receiverValuesOf(current),
    failureKeys: FAILURE_KEYS,
  });
  const changed = Object.keys(receiverChanges(current, values)).length > 0;
  const onSubmit = submit((typed) => {
    const body = receiverChanges(current, typed);
    if (saving || Object.keys(body).length === 0) return;
    onSave(body);
  });
  const text = (field: keyof ReceiverValues) => {
    return errorText(field, (key) => t(key));
  };
  return (
    <StyledForm ref={formRef} onSubmit={onSubmit} noValidate aria-label={label}>
      <Controller
        control={control}
        name="receiver_name"
        render={({ field }) => (
          <TextField
            label={t('receiver.receiver_name')}
            name="receiver_name"
            {...lengthProps('receiver_name')}
            required
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            error={text('receiver_name')}
            disabled={saving}
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
            {...lengthProps('receiver_phone')}
            type="tel"
            required
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            error={text('receiver_phone')}
            disabled={saving}
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
            disabled={saving}
          />
        )}
      />
      <FormActions problem={problem}>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" loading={saving} disabled={!changed}>
          {t('actions.save')}
        </Button>
      </FormActions>
    </StyledForm>
  );
}
