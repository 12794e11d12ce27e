import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Card,
  ConfirmModal,
  SidePanel,
  StatusTag,
  Table,
  useToast,
  type TableColumn,
} from '@jiyun/design-system';
import { parcelStatusTone, PRICE_CURRENCY, type Order, type OrderParcel } from '@jiyun/domain';
import { Fact, StyledFacts } from '../../../components/Facts';
import { languageFromStored } from '../../../i18n/language';
import { tableDate } from '../../../lib/dates';
import { money } from '../../../lib/money';
import { canReturnParcel, splitOrderParcels } from '../model/order-view';
import { useOrderParcels, useReturnParcel } from '../queries';
import { orderFailureTextKey } from '../model/failure';

function useParcelColumns(): TableColumn<OrderParcel>[] {
  const { t, i18n } = useTranslation('orders');
  const language = languageFromStored(i18n.language);
  return [
    { key: 'id', header: t('detail.parcels.columns.id'), kind: 'identifier' },
    {
      key: 'tracking_number',
      header: t('detail.parcels.columns.trackingNumber'),
      kind: 'identifier',
    },
    { key: 'storage_location', header: t('detail.parcels.columns.location'), kind: 'identifier' },
    { key: 'item_name', header: t('detail.parcels.columns.itemName'), maxWidth: '14em' },
    { key: 'weight', header: t('detail.parcels.columns.weight'), kind: 'number' },
    {
      key: 'dimensions',
      header: t('detail.parcels.columns.dimensions'),
      kind: 'number',
      render: (row) => `${row.length} × ${row.width} × ${row.height}`,
    },
    {
      key: 'declared_value',
      header: t('detail.parcels.columns.declaredValue'),
      kind: 'number',
      render: (row) => row.declared_value?.toFixed(2) ?? '',
    },
    {
      key: 'stored_at',
      header: t('detail.parcels.columns.storedAt'),
      kind: 'date',
      render: (row) => tableDate(row.stored_at, language),
    },
    {
      key: 'storage_status',
      header: t('detail.parcels.columns.status'),
      render: (row) => (
        <StatusTag
          tone={parcelStatusTone(row.storage_status)}
          label={t(`parcelStatus.${row.storage_status}`)}
        />
      ),
    },
  ];
}

/** One parcel's side panel, with "Return parcel" for an unpacked order (A5). */
function ParcelPanel({
  order,
  parcel,
  onClose,
}: {
  order: Order;
  parcel: OrderParcel | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('orders');
  const language = languageFromStored(i18n.language);
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const returning = useReturnParcel(order.id);
  const failure = returning.isError
    ? t(orderFailureTextKey('return_parcel', returning.error))
    : null;
  const close = () => {
    returning.reset();
    onClose();
  };
  return (
    <>
      <SidePanel
        open={parcel !== null}
        onClose={close}
        title={parcel ? t('detail.parcel.title', { trackingNumber: parcel.tracking_number }) : ''}
        closeLabel={t('actions.close')}
        footer={
          parcel && canReturnParcel(order.status, parcel) ? (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t('detail.parcel.returnParcel')}
            </Button>
          ) : undefined
        }
      >
        {parcel && (
          <>
            {failure && <Alert tone="error">{failure}</Alert>}
            <StyledFacts>
              <Fact label={t('detail.parcels.columns.id')}>{parcel.id}</Fact>
              <Fact label={t('detail.parcels.columns.trackingNumber')}>
                {parcel.tracking_number}
              </Fact>
              <Fact label={t('detail.parcels.columns.status')}>
                <StatusTag
                  tone={parcelStatusTone(parcel.storage_status)}
                  label={t(`parcelStatus.${parcel.storage_status}`)}
                />
              </Fact>
              <Fact label={t('detail.parcels.columns.location')}>{parcel.storage_location}</Fact>
              <Fact label={t('detail.parcels.columns.itemName')}>{parcel.item_name ?? ''}</Fact>
              <Fact label={t('detail.parcels.columns.quantity')}>{parcel.quantity ?? ''}</Fact>
              <Fact label={t('detail.parcels.columns.weight')}>{parcel.weight}</Fact>
              <Fact label={t('detail.parcels.columns.dimensions')}>
                {`${parcel.length} × ${parcel.width} × ${parcel.height}`}
              </Fact>
              <Fact label={t('detail.parcels.columns.declaredValue')}>
                {money(parcel.declared_value, PRICE_CURRENCY)}
              </Fact>
              <Fact label={t('detail.parcels.columns.storedAt')}>
                {tableDate(parcel.stored_at, language)}
              </Fact>
            </StyledFacts>
          </>
        )}
      </SidePanel>
      {parcel && (
        <ConfirmModal
          open={confirming}
          title={t('detail.parcel.returnTitle')}
          message={t('detail.parcel.returnMessage', { location: parcel.storage_location })}
          confirmLabel={t('detail.parcel.returnConfirm')}
          backLabel={t('actions.back')}
          closeLabel={t('actions.close')}
          confirming={returning.isPending}
          onBack={() => setConfirming(false)}
          onConfirm={() =>
            returning.mutate(parcel.id, {
              onSuccess: () => {
                setConfirming(false);
                toast.show({ tone: 'success', message: t('detail.parcel.returned') });
                onClose();
              },
              // The modal closes; the panel says why, and the parcel stays in the order.
              onError: () => setConfirming(false),
            })
          }
        />
      )}
    </>
  );
}

/** The order's parcels, the ones taken out of it (cancelled/restored), and a parcel's panel. */
export function ParcelsSection({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const parcels = useOrderParcels(order.id);
  const columns = useParcelColumns();
  const [openId, setOpenId] = useState<number | null>(null);
  const { inOrder, removed } = splitOrderParcels(parcels.data ?? []);
  const open = (parcels.data ?? []).find((parcel) => parcel.id === openId) ?? null;
  const labels = {
    loading: t('detail.parcels.loading'),
    retry: t('actions.retry'),
    empty: t('detail.parcels.empty'),
  };
  return (
    <>
      {removed.length > 0 && (
        <Card as="section" title={t('detail.parcels.removedTitle')} headingLevel={2}>
          <Table
            caption={t('detail.parcels.removedCaption')}
            captionHidden
            columns={columns}
            rows={removed}
            getRowId={(row) => String(row.id)}
            getRowLabel={(row) => row.tracking_number}
            onRowClick={(row) => setOpenId(row.id)}
            labels={labels}
          />
        </Card>
      )}
      <Card as="section" title={t('detail.parcels.title')} headingLevel={2}>
        <Table
          caption={t('detail.parcels.caption')}
          captionHidden
          density="compact"
          columns={columns}
          rows={inOrder}
          getRowId={(row) => String(row.id)}
          getRowLabel={(row) => row.tracking_number}
          onRowClick={(row) => setOpenId(row.id)}
          loading={parcels.isPending}
          error={parcels.isError ? t('detail.parcels.loadFailed') : undefined}
          onRetry={() => void parcels.refetch()}
          labels={labels}
        />
      </Card>
      <ParcelPanel order={order} parcel={open} onClose={() => setOpenId(null)} />
    </>
  );
}
