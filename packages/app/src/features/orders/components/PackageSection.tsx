import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Card, Modal, theme } from '@jiyun/design-system';
import { orderAllows, type Order } from '@jiyun/domain';
import { Fact, StyledFacts } from '../../../components/Facts';
import { StoredImage } from '../../../components/StoredImage';
import { money } from '../../../lib/money';
import { splitOrderParcels } from '../model/order-view';
import { useOrderParcels } from '../queries';
import { PackingForm } from './PackingForm';

const StyledWhole = styled.span`
  white-space: nowrap;
`;

const StyledBody = styled.div`
  display: grid;
  gap: ${theme.space[5]};
`;

const StyledSubheading = styled.h3`
  margin: 0 0 ${theme.space[3]};
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.semibold};
`;

const StyledPhotos = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${theme.color.text.secondary};
`;

/**
 * Package information (spec 5): measures, the price it was packed at, fees and photos; "Pack all"
 * (an unpacked order with parcels) or "Repack" (a packed one) opens the packing form in place.
 */
export function PackageSection({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const [editing, setEditing] = useState(false);
  const [packed, setPacked] = useState(false);
  // Cancel puts the button back where the form was; the keyboard goes back to it.
  const refocusAction = useRef(false);
  const parcels = useOrderParcels(order.id);
  const hasParcels = splitOrderParcels(parcels.data ?? []).inOrder.length > 0;
  const action = orderAllows(order.status, 'pack')
    ? hasParcels && 'pack'
    : orderAllows(order.status, 'repack') && 'repack';
  const open = editing && Boolean(action);
  return (
    <Card
      as="section"
      title={t('detail.package.title')}
      headingLevel={2}
      actions={
        action && !open ? (
          <Button
            size="sm"
            ref={(button) => {
              if (button && refocusAction.current) {
                refocusAction.current = false;
                button.focus();
              }
            }}
            onClick={() => setEditing(true)}
          >
            {action === 'pack' ? t('packing.packAll') : t('packing.repack')}
          </Button>
        ) : undefined
      }
    >
      {open ? (
        <PackingForm
          order={order}
          onCancel={() => {
            refocusAction.current = true;
            setEditing(false);
          }}
          onPacked={() => {
            setEditing(false);
            setPacked(true);
          }}
        />
      ) : (
        <PackageFacts order={order} />
      )}
      <Modal
        open={packed}
        onClose={() => setPacked(false)}
        title={t('packing.success.title')}
        closeLabel={t('actions.close')}
        size="sm"
        footer={<Button onClick={() => setPacked(false)}>{t('packing.success.done')}</Button>}
      >
        <p>{t('packing.success.message', { orderNo: order.orderNo })}</p>
      </Modal>
    </Card>
  );
}

function PackageFacts({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const calc = order.calculations;
  const kg = (value: number | null) =>
    value === null ? '' : t('detail.units.kg', { value: value.toFixed(2) });
  return (
    <>
      {order.weight === null ? (
        <StyledMuted>{t('detail.package.notPacked')}</StyledMuted>
      ) : (
        <StyledBody>
          <StyledFacts>
            <Fact label={t('detail.package.weight')}>{kg(order.weight)}</Fact>
            <Fact label={t('detail.package.measures')}>
              {t('detail.units.cm', {
                length: order.length ?? '',
                width: order.width ?? '',
                height: order.height ?? '',
              })}
            </Fact>
            {calc && (
              <>
                <Fact label={t('detail.package.volumetricWeight')}>
                  {kg(calc.volumetricWeight)}
                </Fact>
                <Fact label={t('detail.package.chargeableWeight')}>
                  {kg(calc.chargeableWeight)}
                </Fact>
                <Fact label={t('detail.package.shippingFee')}>
                  {money(calc.shippingFee, order.currency)}
                </Fact>
                <Fact label={t('detail.package.storageFee')}>
                  {money(calc.totalStorageFee, order.currency)}
                </Fact>
                <Fact label={t('detail.package.additionalFees')}>
                  {money(calc.additionalFees, order.currency)}
                </Fact>
                <Fact label={t('detail.package.rate')}>
                  {t('detail.package.rateValue', {
                    rate: calc.exchangeRate.rate,
                    currency: calc.exchangeRate.currency,
                  })}{' '}
                  {/* The date stays whole: a narrow column broke it at a hyphen. */}
                  <StyledWhole>
                    {t('detail.package.rateDate', { date: calc.exchangeRate.date })}
                  </StyledWhole>
                </Fact>
              </>
            )}
            <Fact label={t('detail.package.total')}>
              {money(order.total_price, order.currency)}
            </Fact>
          </StyledFacts>
          {order.additional_fees.length > 0 && (
            <div>
              <StyledSubheading>{t('detail.package.additionalFees')}</StyledSubheading>
              <StyledFacts>
                {order.additional_fees.map((fee, index) => (
                  <Fact key={`${fee.title}-${index}`} label={fee.title}>
                    {money(fee.price, order.currency)}
                  </Fact>
                ))}
              </StyledFacts>
            </div>
          )}
          <div>
            <StyledSubheading>{t('detail.package.photos')}</StyledSubheading>
            {order.order_photos.length === 0 ? (
              <StyledMuted>{t('detail.package.noPhotos')}</StyledMuted>
            ) : (
              <StyledPhotos>
                {order.order_photos.map((photo, index) => (
                  <li key={photo.id}>
                    <StoredImage
                      src={photo.url}
                      alt={t('detail.package.photo', { number: index + 1 })}
                      fallback={null}
                    />
                  </li>
                ))}
              </StyledPhotos>
            )}
          </div>
        </StyledBody>
      )}
    </>
  );
}
