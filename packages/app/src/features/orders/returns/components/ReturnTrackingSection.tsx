import { useTranslation } from 'react-i18next';
import { Card, useToast } from '@jiyun/design-system';
import type { ReturnOrder } from '@jiyun/domain';
import { Fact, StyledFacts } from '../../../../components/Facts';
import { TrackingForm } from '../../components/TrackingForm';
import { returnFailureTextKey } from '../model/failure';
import { returnTrackingModeOf } from '../model/return-view';
import { useUpdateReturn } from '../queries';

function ReturnTrackingForm({ order }: { order: ReturnOrder }) {
  const { t } = useTranslation('returns');
  const toast = useToast();
  // Told from the hook: the saved number remounts this form (its key).
  const save = useUpdateReturn(order.id, {
    onSuccess: () => toast.show({ tone: 'success', message: t('detail.tracking.saved') }),
  });
  return (
    <TrackingForm
      current={order.tracking_number}
      label={t('detail.tracking.title')}
      saving={save.isPending}
      problem={save.isError ? t(returnFailureTextKey('tracking', save.error)) : null}
      onSave={(change) => save.mutate(change)}
    />
  );
}

/** The tracking editor (spec 4): not while unpacked/packed; editable when paid or shipped. */
export function ReturnTrackingSection({ order }: { order: ReturnOrder }) {
  const { t } = useTranslation(['returns', 'orders']);
  const mode = returnTrackingModeOf(order.status);
  if (mode === 'hidden') return null;
  return (
    <Card as="section" title={t('detail.tracking.title')} headingLevel={2}>
      {mode === 'editable' ? (
        <ReturnTrackingForm key={order.tracking_number ?? ''} order={order} />
      ) : (
        <StyledFacts>
          <Fact label={t('orders:detail.tracking.label')}>
            {order.tracking_number ?? t('detail.tracking.none')}
          </Fact>
        </StyledFacts>
      )}
    </Card>
  );
}
