import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, media, theme } from '@jiyun/design-system';
import type { Dashboard } from '@jiyun/domain';
import { CardRouterLink } from '../../../components/router-links';
import { urls } from '../../../routes/urls';
import { tableDate } from '../../../lib/dates';
import { languageFromStored } from '../../../i18n/language';
import { money } from '../../../lib/money';
import { orderTiles } from '../model/dashboard-view';

export const StyledTiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space[4]};
  list-style: none;
  margin: 0;
  padding: 0;

  ${media.atLeast('lg')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  & > li {
    display: grid;
  }
`;

const StyledFigure = styled.p`
  margin: 0;
  font-size: ${theme.font.size.xl};
  font-weight: ${theme.font.weight.semibold};
  color: ${theme.color.text.primary};
  font-variant-numeric: tabular-nums;
`;

const StyledNote = styled.p`
  margin: ${theme.space[1]} 0 0;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.text.secondary};
`;

/**
 * The money tiles (this cycle's settlement, the deposit balance) and the four order counts, each a
 * link to where the figure comes from. A section the server left out (null) draws no tile.
 */
export function FigureTiles({ dashboard }: { dashboard: Dashboard }) {
  const { t, i18n } = useTranslation('dashboard');
  const language = languageFromStored(i18n.language);
  const settlement = dashboard.billing?.latest_settlement;
  return (
    <>
      {(dashboard.billing || dashboard.shipping_lines) && (
        <StyledTiles aria-label={t('intro')}>
          {dashboard.billing && (
            <li>
              <Card
                as="article"
                headingLevel={2}
                title={t('settlement.title')}
                href={urls.billing.overview()}
                linkComponent={CardRouterLink}
              >
                <StyledFigure data-testid="settlement-total">
                  {settlement ? money(settlement.total_amount, 'CAD') : '—'}
                </StyledFigure>
                <StyledNote>
                  {settlement
                    ? t('settlement.cycle', {
                        from: tableDate(settlement.cycle_from, language),
                        to: tableDate(settlement.cycle_to, language),
                      })
                    : t('settlement.none')}
                </StyledNote>
              </Card>
            </li>
          )}
          {dashboard.shipping_lines && (
            <li>
              <Card
                as="article"
                headingLevel={2}
                title={t('deposit.title')}
                href={urls.shippingLines.list()}
                linkComponent={CardRouterLink}
              >
                <StyledFigure data-testid="deposit-balance">
                  {money(dashboard.shipping_lines.deposit_balance, 'USD')}
                </StyledFigure>
                <StyledNote>{t('deposit.note')}</StyledNote>
              </Card>
            </li>
          )}
        </StyledTiles>
      )}
      {dashboard.orders && (
        <section aria-label={t('orders.title')}>
          <StyledTiles>
            {orderTiles(dashboard.orders).map((tile) => (
              <li key={tile.figure}>
                <Card
                  as="article"
                  headingLevel={2}
                  title={t(`orders.${tile.figure}`)}
                  href={tile.href}
                  linkComponent={CardRouterLink}
                >
                  <StyledFigure data-testid={`orders-${tile.figure}`}>{tile.count}</StyledFigure>
                </Card>
              </li>
            ))}
          </StyledTiles>
        </section>
      )}
    </>
  );
}
