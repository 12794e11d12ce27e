import { useTranslation } from 'react-i18next';
import { Card } from '@jiyun/design-system';
import { type ReturnOrder } from '@jiyun/domain';
import { Fact, StyledFacts } from '../../../../components/Facts';
import { money } from '../../../../lib/money';
import { languageFromStored } from '../../../../i18n/language';
import { dateTime } from '../../../../lib/dates';

/** Return information: the return and original order numbers, the reason, the customer. */
export function ReturnInfoSection({ order }: { order: ReturnOrder }) {
  const { t, i18n } = useTranslation('returns');
  const language = languageFromStored(i18n.language);
  return (
    <Card as="section" title={t('detail.info.title')} headingLevel={2}>
      <StyledFacts>
        <Fact label={t('detail.info.returnNo')}>{order.returnNo}</Fact>
        <Fact label={t('detail.info.originalOrderNo')}>
          {order.original_order_no ?? t('detail.info.notProvided')}
        </Fact>
        <Fact label={t('detail.info.reason')}>{order.reason}</Fact>
        <Fact label={t('detail.info.customer')}>{order.customers.username}</Fact>
        <Fact label={t('detail.info.email')}>{order.customers.email}</Fact>
        <Fact label={t('detail.info.createdAt')}>{dateTime(order.created_at, language)}</Fact>
        <Fact label={t('detail.info.note')}>{order.note ?? t('detail.info.notProvided')}</Fact>
      </StyledFacts>
    </Card>
  );
}

/** The parcel sent back: its shelf, measures, item and declared value (CNY), line and warehouse. */
export function ReturnParcelSection({ order }: { order: ReturnOrder }) {
  const { t } = useTranslation(['returns', 'orders']);
  const { parcel } = order;
  const line = parcel.parcel_pool.shipping_line;
  return (
    <Card as="section" title={t('detail.parcel.title')} headingLevel={2}>
      <StyledFacts>
        <Fact label={t('detail.parcel.id')}>{parcel.id}</Fact>
        <Fact label={t('detail.parcel.trackingNumber')}>{parcel.tracking_number}</Fact>
        <Fact label={t('detail.parcel.shelf')}>{parcel.storage_location}</Fact>
        <Fact label={t('detail.parcel.status')}>
          {t(`orders:parcelStatus.${parcel.storage_status}`)}
        </Fact>
        <Fact label={t('detail.parcel.weight')}>
          {t('orders:detail.units.kg', { value: parcel.weight.toFixed(2) })}
        </Fact>
        <Fact label={t('detail.parcel.measures')}>
          {t('orders:detail.units.cm', parcel.dimensions)}
        </Fact>
        <Fact label={t('detail.parcel.itemName')}>
          {parcel.item_name ?? t('detail.parcel.notSpecified')}
        </Fact>
        <Fact label={t('detail.parcel.declaredValue')}>
          {parcel.declared_value === null
            ? t('detail.parcel.notSpecified')
            : money(parcel.declared_value, 'CNY')}
        </Fact>
        <Fact label={t('detail.parcel.line')}>{line?.name ?? t('detail.parcel.notSpecified')}</Fact>
        <Fact label={t('detail.parcel.routeCode')}>
          {line?.shipping_route.code ?? t('detail.parcel.routeNotAssigned')}
        </Fact>
        <Fact label={t('detail.parcel.warehouse')}>
          {parcel.parcel_pool.merchant_warehouse.warehouse_name}
        </Fact>
      </StyledFacts>
    </Card>
  );
}

/** The customer support note (staff's, read-only). */
export function SupportNoteSection({ order }: { order: ReturnOrder }) {
  const { t } = useTranslation('returns');
  return (
    <Card as="section" title={t('detail.supportNote.title')} headingLevel={2}>
      <p>{order.customer_support_note ?? t('detail.supportNote.none')}</p>
    </Card>
  );
}
