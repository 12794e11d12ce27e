import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Card, theme } from '@jiyun/design-system';
import { returnAllows, type ReturnOrder } from '@jiyun/domain';
import { Fact, StyledFacts } from '../../../../components/Facts';
import { StoredImage } from '../../../../components/StoredImage';
import { money } from '../../../../lib/money';
import { languageFromStored } from '../../../../i18n/language';
import { dateTime } from '../../../../lib/dates';
import { ReturnPackingForm } from './ReturnPackingForm';

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
 * Package information (spec 4/5): measures, the price in CAD with 2 decimals, photos and payments.
 * "Pack" (unpacked) or "Repack" (packed) opens the packing form in place, as the orders' package
 * section does: focus moves into the form, and Cancel gives it back to the button.
 */
export function ReturnPackageSection({ order }: { order: ReturnOrder }) {
  const { t } = useTranslation(['returns', 'orders']);
  const [editing, setEditing] = useState(false);
  // Cancel puts the button back where the form was; the keyboard goes back to it.
  const refocusAction = useRef(false);
  const action = returnAllows(order.status, 'pack')
    ? 'pack'
    : returnAllows(order.status, 'repack') && 'repack';
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
            {action === 'pack' ? t('detail.packing.open') : t('detail.packing.repack')}
          </Button>
        ) : undefined
      }
    >
      {open ? (
        <ReturnPackingForm
          order={order}
          onCancel={() => {
            refocusAction.current = true;
            setEditing(false);
          }}
        />
      ) : (
        <ReturnPackageFacts order={order} />
      )}
    </Card>
  );
}

/** The package as packed, or "not packed yet". */
function ReturnPackageFacts({ order }: { order: ReturnOrder }) {
  const { t, i18n } = useTranslation(['returns', 'orders']);
  const language = languageFromStored(i18n.language);
  if (order.weight === null) return <StyledMuted>{t('detail.package.notPacked')}</StyledMuted>;
  return (
    <StyledBody>
      <StyledFacts>
        <Fact label={t('detail.package.weight')}>
          {t('orders:detail.units.kg', { value: order.weight.toFixed(2) })}
        </Fact>
        <Fact label={t('detail.package.measures')}>
          {t('orders:detail.units.cm', {
            length: order.length ?? '',
            width: order.width ?? '',
            height: order.height ?? '',
          })}
        </Fact>
        <Fact label={t('detail.package.total')}>{money(order.total_price, order.currency)}</Fact>
      </StyledFacts>
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
      <div>
        <StyledSubheading>{t('detail.package.payments')}</StyledSubheading>
        {order.payments.length === 0 ? (
          <StyledMuted>{t('detail.package.noPayments')}</StyledMuted>
        ) : (
          <StyledFacts>
            {order.payments.map((payment) => (
              <Fact key={payment.id} label={dateTime(payment.paid_at, language)}>
                {money(payment.amount, payment.currency)} · {payment.method}
              </Fact>
            ))}
          </StyledFacts>
        )}
      </div>
    </StyledBody>
  );
}
