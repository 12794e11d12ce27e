import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Card, TextField, theme, useToast } from '@jiyun/design-system';
import { trackingNumberSchema, type Order } from '@jiyun/domain';
import { Fact, StyledFacts } from '../../../components/Facts';
import { FormActions } from '../../../forms/FormActions';
import { trackingChange, trackingModeOf } from '../model/order-view';
import { useUpdateOrder } from '../queries';
import { orderFailureTextKey } from '../model/failure';

const StyledForm = styled.form`
  display: grid;
  gap: ${theme.space[4]};
  max-width: 560px;
`;

function TrackingForm({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const toast = useToast();
  // The toast is told from the hook: the saved number remounts this form (its key), which
  // would drop a callback given to `mutate`.
  const save = useUpdateOrder(order.id, {
    onSuccess: () => toast.show({ tone: 'success', message: t('detail.tracking.saved') }),
  });
  const [text, setText] = useState(order.tracking_number ?? '');
  const [touched, setTouched] = useState(false);
  const change = trackingChange(order, text);
  const valid = trackingNumberSchema.isValidSync(text.trim());
  const failure = save.isError ? t(orderFailureTextKey('tracking', save.error)) : null;
  return (
    <StyledForm
      noValidate
      aria-label={t('detail.tracking.title')}
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!change || !valid || save.isPending) return;
        save.mutate(change);
      }}
    >
      <TextField
        label={t('detail.tracking.label')}
        name="tracking_number"
        required
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => setTouched(true)}
        error={touched && text.trim() !== '' && !valid ? t('receiver.errors.tracking') : undefined}
        disabled={save.isPending}
      />
      <FormActions problem={failure}>
        <Button type="submit" loading={save.isPending} disabled={!change || !valid}>
          {t('detail.tracking.save')}
        </Button>
      </FormActions>
    </StyledForm>
  );
}

/**
 * The tracking number (spec 4): entered once the customer paid (saving ships the order), still
 * correctable while shipped, read-only once delivered; not shown before payment.
 */
export function TrackingSection({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const mode = trackingModeOf(order.status);
  if (mode === 'hidden') return null;
  return (
    <Card as="section" title={t('detail.tracking.title')} headingLevel={2}>
      {mode === 'editable' ? (
        // A new key after a save starts the field from the saved number.
        <TrackingForm key={order.tracking_number ?? ''} order={order} />
      ) : (
        <StyledFacts>
          <Fact label={t('detail.tracking.label')}>
            {order.tracking_number ?? t('detail.tracking.none')}
          </Fact>
        </StyledFacts>
      )}
    </Card>
  );
}
