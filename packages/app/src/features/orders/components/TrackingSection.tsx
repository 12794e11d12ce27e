import { useTranslation } from 'react-i18next';
import { Card, useToast } from '@jiyun/design-system';
import type { Order } from '@jiyun/domain';
import { Fact, StyledFacts } from '../../../components/Facts';
import { trackingModeOf } from '../model/order-view';
import { useUpdateOrder } from '../queries';
import { orderFailureTextKey } from '../model/failure';
import { TrackingForm } from './TrackingForm';

function OrderTrackingForm({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const toast = useToast();
  // The toast is told from the hook: the saved number remounts this form (its key), which
  // would drop a callback given to `mutate`.
  const save = useUpdateOrder(order.id, {
    onSuccess: () => toast.show({ tone: 'success', message: t('detail.tracking.saved') }),
  });
  return (
    <TrackingForm
      current={order.tracking_number}
      label={t('detail.tracking.title')}
      saving={save.isPending}
      problem={save.isError ? t(orderFailureTextKey('tracking', save.error)) : null}
      onSave={(change) => save.mutate(change)}
    />
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
        <OrderTrackingForm key={order.tracking_number ?? ''} order={order} />
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
