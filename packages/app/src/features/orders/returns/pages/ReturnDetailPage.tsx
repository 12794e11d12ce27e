import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Alert,
  Breadcrumb,
  Button,
  Card,
  Loading,
  ProgressTracker,
  StatusTag,
  theme,
} from '@jiyun/design-system';
import {
  returnAllows,
  returnFailureKey,
  returnOrderStatusTone,
  returnProgressStep,
  type ReturnFailure,
  type ReturnOrder,
} from '@jiyun/domain';
import { PageHeader } from '../../../../components/PageHeader';
import { BreadcrumbRouterLink } from '../../../../components/router-links';
import { useDelayed } from '../../../../lib/use-delayed';
import { urls } from '../../../../routes/urls';
import { CancelReturn } from '../components/CancelReturn';
import {
  ReturnInfoSection,
  ReturnParcelSection,
  SupportNoteSection,
} from '../components/ReturnFactsSections';
import { ReturnPackageSection } from '../components/ReturnPackageSection';
import { ReturnReceiverSection } from '../components/ReturnReceiverSection';
import { ReturnTrackingSection } from '../components/ReturnTrackingSection';
import { returnFailureFrom } from '../model/failure';
import { returnIdOf } from '../model/return-view';
import { useReturn } from '../queries';
import '../resources';

const StyledSections = styled.div`
  display: grid;
  gap: ${theme.space[5]};
`;

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${theme.space[5]};
`;

function ReturnBreadcrumb({ returnNo }: { returnNo?: string }) {
  const { t } = useTranslation(['returns', 'orders', 'layout']);
  return (
    <Breadcrumb
      label={t('orders:detail.breadcrumb')}
      items={[
        { label: t('layout:nav.orders'), href: urls.orders.list() },
        { label: t('orders:tabs.returns'), href: urls.returns.list() },
        ...(returnNo ? [{ label: t('detail.title', { returnNo }) }] : []),
      ]}
      linkComponent={BreadcrumbRouterLink}
    />
  );
}

function ReturnSections({ order }: { order: ReturnOrder }) {
  const { t } = useTranslation(['returns', 'orders']);
  return (
    <StyledSections>
      <Card as="section">
        <ProgressTracker
          stage={returnProgressStep(order.status, order.tracking_number)}
          labels={{
            packing: t('orders:detail.progressSteps.packing'),
            packed: t('orders:detail.progressSteps.packed'),
            shipped: t('orders:detail.progressSteps.shipped'),
            delivered: t('orders:detail.progressSteps.delivered'),
            summary: t('detail.progress'),
          }}
        />
      </Card>
      <StyledColumns>
        <ReturnInfoSection order={order} />
        <ReturnReceiverSection order={order} />
      </StyledColumns>
      <ReturnParcelSection order={order} />
      <ReturnTrackingSection order={order} />
      <ReturnPackageSection order={order} />
      <SupportNoteSection order={order} />
    </StyledSections>
  );
}

function ReturnFailed({ failure, onRetry }: { failure: ReturnFailure; onRetry?: () => void }) {
  const { t } = useTranslation(['returns', 'orders']);
  return (
    <>
      <PageHeader breadcrumb={<ReturnBreadcrumb />} title={t('orders:tabs.returns')} />
      <Alert tone="error">
        {t(returnFailureKey(failure))}{' '}
        {onRetry && (
          <Button variant="text" size="sm" onClick={onRetry}>
            {t('orders:actions.retry')}
          </Button>
        )}
      </Alert>
    </>
  );
}

/**
 * /orders/returnOrder/{returnId}: one return, titled by its number, and what the merchant may do
 * with it now (spec 2, 4, 5). A missing id, a failed load and an unknown return each say so
 * (spec 8); only a failed load offers a retry.
 */
export function ReturnDetailPage() {
  const { t } = useTranslation(['returns', 'orders']);
  const { returnId: param } = useParams();
  const returnId = returnIdOf(param);
  const found = useReturn(returnId ?? '');
  const slow = useDelayed(found.isPending);

  if (returnId === null) return <ReturnFailed failure="return_id_required" />;
  if (found.isPending) return slow ? <Loading label={t('detail.loading')} /> : null;
  if (found.isError) {
    const failure = returnFailureFrom('detail', found.error);
    return (
      <ReturnFailed
        failure={failure}
        onRetry={failure === 'load_return' ? () => void found.refetch() : undefined}
      />
    );
  }

  const { data } = found;
  return (
    <>
      <PageHeader
        breadcrumb={<ReturnBreadcrumb returnNo={data.returnNo} />}
        title={t('detail.title', { returnNo: data.returnNo })}
        tag={
          <StatusTag
            tone={returnOrderStatusTone(data.status)}
            label={t(`orders:status.${data.status}`)}
          />
        }
        actions={returnAllows(data.status, 'cancel') ? <CancelReturn order={data} /> : undefined}
      />
      <ReturnSections order={data} />
    </>
  );
}
