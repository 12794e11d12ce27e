import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Skeleton, theme } from '@jiyun/design-system';
import { SETTLEMENT_CURRENCY, type BillingOverview } from '@jiyun/domain';
import { money } from '../../../lib/money';

const StyledTiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${theme.space[4]};
  margin: 0 0 ${theme.space[5]};
`;

const StyledTile = styled.div`
  display: grid;
  gap: ${theme.space[2]};
  padding: ${theme.space[4]} ${theme.space[5]};
  border: 1px solid ${theme.color.border.subtle};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface.raised};

  dt {
    color: ${theme.color.text.secondary};
    font-size: ${theme.font.size.sm};
  }

  dd {
    margin: 0;
    font-size: ${theme.font.size.xl};
    font-weight: ${theme.font.weight.semibold};
    font-variant-numeric: tabular-nums;
  }
`;

type Figures = Pick<
  BillingOverview,
  'total_amount' | 'open_settlements' | 'total_settlements' | 'outstanding_invoices'
>;

/**
 * The overview's four figures (spec §3). They cover the whole company, not the filters (ADR
 * 0063), so they stay put while the list below is filtered.
 */
export function SettlementTiles({ figures }: { figures: Figures | undefined }) {
  const { t, i18n } = useTranslation('billing');
  const count = (value: number) =>
    new Intl.NumberFormat(i18n.language === 'en' ? 'en' : 'zh-Hans').format(value);
  const tiles = [
    ['totalAmount', figures && money(figures.total_amount, SETTLEMENT_CURRENCY)],
    ['openSettlements', figures && count(figures.open_settlements)],
    ['totalSettlements', figures && count(figures.total_settlements)],
    ['outstandingInvoices', figures && count(figures.outstanding_invoices)],
  ] as const;
  return (
    <StyledTiles aria-label={t('tiles.label')}>
      {tiles.map(([key, value]) => (
        <StyledTile key={key}>
          <dt>{t(`tiles.${key}`)}</dt>
          <dd>{value ?? <Skeleton width="6em" />}</dd>
        </StyledTile>
      ))}
    </StyledTiles>
  );
}
