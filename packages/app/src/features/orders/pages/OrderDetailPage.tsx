import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Alert,
  Breadcrumb,
  Button,
  Card,
  ConfirmModal,
  Loading,
  ProgressTracker,
  StatusTag,
  Timeline,
  theme,
  useToast,
} from '@jiyun/design-system';
import {
  orderAllows,
  orderFailureKey,
  orderProgressStep,
  orderStatusTone,
  type Order,
} from '@jiyun/domain';
import { Fact, StyledFacts } from '../../../components/Facts';
import { PageHeader } from '../../../components/PageHeader';
import { BreadcrumbRouterLink } from '../../../components/router-links';
import { useDelayed } from '../../../lib/use-delayed';
import { urls } from '../../../routes/urls';
import { OrderDocumentButtons } from '../components/OrderDocumentButtons';
import { PackageSection } from '../components/PackageSection';
import { ParcelsSection } from '../components/ParcelsSection';
import { ReceiverSection } from '../components/ReceiverSection';
import { TrackingSection } from '../components/TrackingSection';
import { languageFromStored } from '../../../i18n/language';
import { dateTime } from '../../../lib/dates';
import { useCancelOrder, useOrder } from '../queries';
import { orderFailureFrom, orderFailureTextKey } from '../model/failure';

const StyledSections = styled.div`
  display: grid;
  gap: ${theme.space[5]};
`;

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${theme.space[5]};
`;

function OrderBreadcrumb({ orderNo }: { orderNo?: string }) {
  const { t } = useTranslation(['orders', 'layout']);
  return (
    <Breadcrumb
      label={t('orders:detail.breadcrumb')}
      items={[
        // The first crumb is the side navigation's item.
        { label: t('layout:nav.orders'), href: urls.orders.list() },
        ...(orderNo ? [{ label: t('orders:detail.title', { orderNo }) }] : []),
      ]}
      linkComponent={BreadcrumbRouterLink}
    />
  );
}

function CancelOrder({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  // Told from the hook: a cancelled order has no Cancel button, so this component is gone by
  // the time a callback given to `mutate` would run.
  const cancel = useCancelOrder(order.id, {
    onSuccess: () => toast.show({ tone: 'success', message: t('detail.cancelled') }),
  });
  return (
    <>
      <Button
        variant="danger"
        onClick={() => {
          cancel.reset();
          setConfirming(true);
        }}
      >
        {t('detail.cancelOrder')}
      </Button>
      <ConfirmModal
        open={confirming}
        tone="danger"
        title={t('detail.cancelTitle')}
        message={
          <>
            {cancel.isError && (
              <Alert tone="error">{t(orderFailureTextKey('cancel', cancel.error))}</Alert>
            )}
            {order.status === 'packed' ? t('detail.cancelPacked') : t('detail.cancelUnpacked')}
          </>
        }
        confirmLabel={t('detail.cancelConfirm')}
        backLabel={t('actions.back')}
        closeLabel={t('actions.close')}
        confirming={cancel.isPending}
        onBack={() => setConfirming(false)}
        onConfirm={() => cancel.mutate(undefined, { onSuccess: () => setConfirming(false) })}
      />
    </>
  );
}

function OrderSections({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  const language = languageFromStored(i18n.language);
  const step = orderProgressStep(order.status);
  return (
    <StyledSections>
      <Card as="section">
        <ProgressTracker
          stage={step}
          labels={{
            packing: t('detail.progressSteps.packing'),
            packed: t('detail.progressSteps.packed'),
            shipped: t('detail.progressSteps.shipped'),
            delivered: t('detail.progressSteps.delivered'),
            summary: t('detail.progress'),
          }}
        />
      </Card>
      <ReceiverSection order={order} />
      <StyledColumns>
        <Card as="section" title={t('detail.instructions.title')} headingLevel={2}>
          <StyledFacts>
            <Fact label={t('detail.instructions.optimise')}>
              {order.optimiaztion ? t('detail.instructions.yes') : t('detail.instructions.no')}
            </Fact>
            <Fact label={t('detail.instructions.removeGift')}>
              {order.remove_gift ? t('detail.instructions.yes') : t('detail.instructions.no')}
            </Fact>
            <Fact label={t('detail.instructions.note')}>
              {order.note ?? t('detail.instructions.noNote')}
            </Fact>
          </StyledFacts>
        </Card>
        <Card as="section" title={t('detail.timeline.title')} headingLevel={2}>
          <Timeline
            label={t('detail.timeline.label')}
            items={order.timeline.map((entry) => ({
              key: entry.kind,
              title: t(`detail.timeline.${entry.kind}`),
              time: dateTime(entry.at, language),
              tone: entry.kind === 'created' ? 'neutral' : 'success',
            }))}
          />
        </Card>
      </StyledColumns>
      <TrackingSection order={order} />
      <ParcelsSection order={order} />
      <PackageSection order={order} />
    </StyledSections>
  );
}

/** /orders/{orderId}: one order, what it holds and what the merchant may do with it now. */
export function OrderDetailPage() {
  const { t } = useTranslation('orders');
  const { orderId = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const order = useOrder(orderId);
  const slow = useDelayed(order.isPending);
  const failure = order.isError ? orderFailureFrom('detail', order.error) : null;

  // An unknown id (another company's order answers the same) goes back to the list (spec 2).
  useEffect(() => {
    if (failure !== 'order_not_found') return;
    toast.show({ tone: 'error', message: t(orderFailureKey(failure)) });
    void navigate(urls.orders.list(), { replace: true });
  }, [failure, navigate, t, toast]);

  if (order.isPending) return slow ? <Loading label={t('detail.loading')} /> : null;
  if (order.isError) {
    if (failure === 'order_not_found') return null;
    return (
      <>
        <PageHeader breadcrumb={<OrderBreadcrumb />} title={t('title')} />
        <Alert tone="error">
          {t(orderFailureKey(failure ?? 'fetch_order'))}{' '}
          <Button variant="text" size="sm" onClick={() => void order.refetch()}>
            {t('actions.retry')}
          </Button>
        </Alert>
      </>
    );
  }

  const { data } = order;
  return (
    <>
      <PageHeader
        breadcrumb={<OrderBreadcrumb orderNo={data.orderNo} />}
        title={t('detail.title', { orderNo: data.orderNo })}
        tag={<StatusTag tone={orderStatusTone(data.status)} label={t(`status.${data.status}`)} />}
        actions={
          <>
            <OrderDocumentButtons order={data} />
            {orderAllows(data.status, 'cancel') && <CancelOrder order={data} />}
          </>
        }
      />
      <OrderSections order={data} />
    </>
  );
}
