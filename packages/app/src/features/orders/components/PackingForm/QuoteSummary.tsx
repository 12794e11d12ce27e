import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '@jiyun/design-system';
import { SIZE_RULES, type FieldError, type PriceQuote } from '@jiyun/domain';
import { Fact, StyledFacts } from '../../../../components/Facts';
import { money } from '../../../../lib/money';

const StyledQuote = styled.section`
  display: grid;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]};
  border: 1px solid ${theme.color.border.default};
  border-radius: ${theme.radius.md};
`;

const StyledHeading = styled.h3`
  margin: 0;
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.semibold};
`;

const StyledStale = styled.p`
  margin: 0;
  color: ${theme.color.text.secondary};
`;

const StyledRefusals = styled.div`
  color: ${theme.color.error.fg};

  p {
    margin: 0 0 ${theme.space[2]};
    font-weight: ${theme.font.weight.medium};
  }

  ul {
    margin: 0;
    padding-left: ${theme.space[5]};
  }
`;

const isSizeRule = (rule: string): rule is (typeof SIZE_RULES)[number] =>
  (SIZE_RULES as readonly string[]).includes(rule);

/** The quote of the package as last checked; `stale` when the form changed since. */
export function QuoteSummary({ quote, stale }: { quote: PriceQuote; stale: boolean }) {
  const { t } = useTranslation('orders');
  const kg = (value: number) => t('detail.units.kg', { value: value.toFixed(2) });
  return (
    <StyledQuote aria-label={t('packing.quote.title')}>
      <StyledHeading>{t('packing.quote.title')}</StyledHeading>
      {stale ? (
        <StyledStale role="status">{t('packing.quote.stale')}</StyledStale>
      ) : (
        <StyledFacts>
          <Fact label={t('packing.quote.totalPrice')}>
            {money(quote.totalPrice, quote.currency)}
          </Fact>
          <Fact label={t('packing.quote.shippingFee')}>
            {money(quote.shippingFee, quote.currency)}
          </Fact>
          <Fact label={t('packing.quote.totalStorageFee')}>
            {money(quote.totalStorageFee, quote.currency)}
          </Fact>
          <Fact label={t('packing.quote.additionalFees')}>
            {money(quote.additionalFees, quote.currency)}
          </Fact>
          <Fact label={t('packing.quote.actualWeight')}>{kg(quote.calculations.actualWeight)}</Fact>
          <Fact label={t('packing.quote.volumetricWeight')}>
            {kg(quote.calculations.volumetricWeight)}
          </Fact>
          <Fact label={t('packing.quote.chargeableWeight')}>
            {kg(quote.calculations.chargeableWeight)}
          </Fact>
        </StyledFacts>
      )}
    </StyledQuote>
  );
}

/** Why the line refuses the package (422 `details`, one per broken size rule). */
export function SizeRefusals({ refusals }: { refusals: readonly FieldError[] }) {
  const { t } = useTranslation('orders');
  return (
    <StyledRefusals role="alert">
      <p>{t('failures.size_refused')}</p>
      <ul>
        {refusals.map((refusal) => (
          <li key={refusal.field}>
            {isSizeRule(refusal.field) ? t(`packing.refusals.${refusal.field}`) : refusal.message}
          </li>
        ))}
      </ul>
    </StyledRefusals>
  );
}
