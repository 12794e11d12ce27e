import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { StatusTag, theme } from '@jiyun/design-system';
import { parcelStatusTone, type Parcel } from '@jiyun/domain';
import { urls } from '../../../routes/urls';
import { parcelStatusLabelKey } from '../model/parcel-status';

const StyledCell = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space[1]};
`;

const StyledOrderLink = styled(Link)`
  color: ${theme.color.text.link};
  font-size: ${theme.font.size.sm};
  white-space: nowrap;
`;

/**
 * A parcel's status in the inventory and, while it is in an order, the link to that order: a
 * parcel of an unpacked order is still `stored` on its shelf, but no longer free (ADR 0060).
 */
export function ParcelStatusCell({ parcel }: { parcel: Pick<Parcel, 'status' | 'order'> }) {
  const { t } = useTranslation('warehouses');
  const tag = (
    <StatusTag
      tone={parcelStatusTone(parcel.status)}
      label={t(parcelStatusLabelKey(parcel.status))}
    />
  );
  if (!parcel.order) return tag;
  return (
    <StyledCell>
      {tag}
      <StyledOrderLink
        to={urls.orders.detail(parcel.order.id)}
        // The row opens the parcel's panel; the link goes to the order instead.
        onClick={(event) => event.stopPropagation()}
      >
        {t('inventory.inOrder', { orderNo: parcel.order.orderNo })}
      </StyledOrderLink>
    </StyledCell>
  );
}
