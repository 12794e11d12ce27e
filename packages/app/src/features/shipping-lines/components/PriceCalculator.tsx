import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, NumberField, SearchableDropdown, theme } from '@jiyun/design-system';
import {
  PARCEL_SIDE_DECIMALS,
  PARCEL_SIDE_MAX_CM,
  PARCEL_WEIGHT_DECIMALS,
  PARCEL_WEIGHT_MAX_KG,
  priceCalculator,
  type PriceBreakdown,
  type PriceCalculatorField,
  type PriceCalculatorRule,
  type PricedLine,
  type PriceResult,
  type ShippingLineDetail,
  type SizeRefusal,
} from '@jiyun/domain';
import { StyledFormGrid } from '../../../forms/form-layout';
import { languageFromStored, type Language } from '../../../i18n/language';
import {
  calculatorCities,
  formatKg,
  formatMeasure,
  formatYuan,
  pricedLineOf,
  totalDifference,
  type CalculatorCity,
} from '../model/price-calculator';
import { StyledNote } from './GlobalPricingSection';

const FIELDS: readonly PriceCalculatorField[] = ['weight', 'length', 'width', 'height'];

const LIMITS: Record<PriceCalculatorField, { max: number; decimals: number; unit: 'kg' | 'cm' }> = {
  weight: { max: PARCEL_WEIGHT_MAX_KG, decimals: PARCEL_WEIGHT_DECIMALS, unit: 'kg' },
  length: { max: PARCEL_SIDE_MAX_CM, decimals: PARCEL_SIDE_DECIMALS, unit: 'cm' },
  width: { max: PARCEL_SIDE_MAX_CM, decimals: PARCEL_SIDE_DECIMALS, unit: 'cm' },
  height: { max: PARCEL_SIDE_MAX_CM, decimals: PARCEL_SIDE_DECIMALS, unit: 'cm' },
};

type Typed = Record<PriceCalculatorField, string>;

const StyledFields = styled(StyledFormGrid)`
  margin-top: ${theme.space[4]};
`;

const StyledQuotes = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: ${theme.space[4]};
  margin-top: ${theme.space[5]};
`;

const StyledQuote = styled.section<{ $pending: boolean }>`
  display: grid;
  align-content: start;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]};
  border-radius: ${theme.radius.md};
  background: ${({ $pending }) =>
    $pending ? theme.color.warning.subtle : theme.color.surface.sunken};

  h3 {
    margin: 0;
    font-size: ${theme.font.size.md};
    color: ${({ $pending }) => ($pending ? theme.color.warning.fg : theme.color.text.primary)};
  }
`;

const StyledBreakdown = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${theme.space[2]} ${theme.space[4]};
  margin: 0;

  dt {
    color: ${theme.color.text.secondary};
  }

  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }

  dt[data-strong],
  dd[data-strong] {
    color: ${theme.color.text.primary};
    font-weight: ${theme.font.weight.semibold};
  }
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

function Refusals({ refusals, language }: { refusals: SizeRefusal[]; language: Language }) {
  const { t } = useTranslation('shippingLines');
  return (
    <StyledRefusals>
      <p>{t('calculator.refused')}</p>
      <ul>
        {refusals.map((refusal) => (
          <li key={refusal.rule}>
            {t(refusal.messageKey, {
              actual: formatMeasure(refusal.actual, language),
              limit: formatMeasure(refusal.limit, language),
              unit: t(`size.units.${refusal.unit}`),
            })}
          </li>
        ))}
      </ul>
    </StyledRefusals>
  );
}

function Breakdown({
  breakdown,
  city,
  difference,
  language,
}: {
  breakdown: PriceBreakdown;
  /** The chosen city (for the exception pricing's name). */
  city: CalculatorCity | null;
  /** pending − current in yuan, under the pending quote only. */
  difference: number | null;
  language: Language;
}) {
  const { t } = useTranslation('shippingLines');
  const kg = (value: number) => t('calculator.kg', { value: formatKg(value, language) });
  const yuan = (amount: number) => t('calculator.amount', { amount: formatYuan(amount, language) });
  const { additional } = breakdown;
  return (
    <StyledBreakdown>
      <dt>{t('calculator.actualWeight')}</dt>
      <dd>{kg(breakdown.actualWeight)}</dd>
      <dt>{t('calculator.volumetricWeight')}</dt>
      <dd>{kg(breakdown.volumetricWeight)}</dd>
      <dt>{t('calculator.chargeableWeight')}</dt>
      <dd>{kg(breakdown.chargeableWeight)}</dd>
      <dt>
        {t('calculator.firstUnit', { weight: formatKg(breakdown.firstUnit.weight, language) })}
      </dt>
      <dd>{yuan(breakdown.firstUnit.price)}</dd>
      <dt>{t('calculator.additional')}</dt>
      <dd>
        {t('calculator.additionalValue', {
          units: additional.units,
          price: formatYuan(additional.unitPrice, language),
          amount: formatYuan(additional.amount, language),
        })}
      </dd>
      <dt>{t('calculator.pricingUsed')}</dt>
      <dd>
        {breakdown.pricingUsed === 'global'
          ? t('calculator.globalPricing')
          : t('calculator.exceptionPricing', {
              city: city?.label ?? breakdown.pricingUsed.slice('exception:'.length),
            })}
      </dd>
      <dt data-strong>{t('calculator.total')}</dt>
      <dd data-strong>{yuan(breakdown.total)}</dd>
      {difference !== null && (
        <>
          <dt>{t('calculator.difference')}</dt>
          <dd>
            {t('calculator.differenceValue', {
              sign: difference > 0 ? '+' : difference < 0 ? '−' : '',
              amount: formatYuan(Math.abs(difference), language),
            })}
          </dd>
        </>
      )}
    </StyledBreakdown>
  );
}

function Quote({
  title,
  result,
  city,
  difference,
  pending,
  language,
}: {
  title: string;
  result: PriceResult;
  city: CalculatorCity | null;
  difference: number | null;
  pending: boolean;
  language: Language;
}) {
  return (
    <StyledQuote $pending={pending} aria-label={title}>
      <h3>{title}</h3>
      {result.ok ? (
        <Breakdown
          breakdown={result.breakdown}
          city={city}
          difference={difference}
          language={language}
        />
      ) : (
        <Refusals refusals={result.refusals} language={language} />
      )}
    </StyledQuote>
  );
}

function Calculator({ line, priced }: { line: ShippingLineDetail; priced: PricedLine }) {
  const { t, i18n } = useTranslation('shippingLines');
  const language = languageFromStored(i18n.language);
  const [typed, setTyped] = useState<Typed>({ weight: '', length: '', width: '', height: '' });
  const [touched, setTouched] = useState<Partial<Record<PriceCalculatorField, boolean>>>({});
  const [cityId, setCityId] = useState<string | null>(null);
  const cities = useMemo(() => calculatorCities(line, language), [line, language]);
  const city = cities.find((candidate) => candidate.id === cityId) ?? null;
  // Quoted on every keystroke, on the clock of the merchant's screen: nothing is asked of the server.
  const result = priceCalculator(priced, { ...typed, city: city?.name ?? '' }, new Date());

  const errorOf = (field: PriceCalculatorField): string | undefined => {
    if (result.ok) return undefined;
    const rule: PriceCalculatorRule | undefined = result.fieldErrors[field];
    // A blank field is pointed out once it was left; anything typed is checked at once.
    if (rule === undefined || (!touched[field] && typed[field].trim() === '')) return undefined;
    const { max, decimals, unit } = LIMITS[field];
    return t(`calculator.errors.${rule}`, {
      decimals,
      max: formatMeasure(max, language),
      unit: t(`size.units.${unit}`),
    });
  };

  const pending = result.ok ? result.pending : null;
  const difference =
    result.ok && result.current.ok && pending?.result.ok
      ? totalDifference(result.current.breakdown.total, pending.result.breakdown.total)
      : null;

  return (
    <Card as="section" headingLevel={2} title={t('calculator.title')}>
      <StyledNote>{t('calculator.intro')}</StyledNote>
      <StyledFields>
        {FIELDS.map((field) => (
          <NumberField
            key={field}
            label={t(`calculator.${field}`)}
            name={`calculator-${field}`}
            allowDecimal
            unit={t(`size.units.${LIMITS[field].unit}`)}
            value={typed[field]}
            onChange={(value) => setTyped((before) => ({ ...before, [field]: value }))}
            onBlur={() => setTouched((before) => ({ ...before, [field]: true }))}
            error={errorOf(field)}
          />
        ))}
        <SearchableDropdown
          label={t('calculator.city')}
          placeholder={t('calculator.cityPlaceholder')}
          hint={t('calculator.cityHint')}
          noResultsLabel={t('calculator.noResults')}
          clearLabel={t('calculator.clearCity')}
          clearable
          options={cities.map((candidate) => ({
            value: candidate.id,
            label: candidate.label,
            description: candidate.province,
          }))}
          value={cityId}
          onChange={setCityId}
        />
      </StyledFields>
      {result.ok ? (
        <StyledQuotes role="group" aria-label={t('calculator.results')}>
          <Quote
            title={t('calculator.current')}
            result={result.current}
            city={city}
            difference={null}
            pending={false}
            language={language}
          />
          {pending && (
            <Quote
              title={t('calculator.pending', { date: pending.effectiveDate })}
              result={pending.result}
              city={city}
              difference={difference}
              pending
              language={language}
            />
          )}
        </StyledQuotes>
      ) : (
        <StyledQuotes>
          <StyledNote>{t('calculator.empty')}</StyledNote>
        </StyledQuotes>
      )}
    </Card>
  );
}

/**
 * The Price tab's calculator (issue 12): a parcel's weight, sides and destination city priced as
 * they are typed, under the prices in force and, while a change waits, under the pending prices
 * with the difference. A line without global prices has nothing to quote and shows no calculator.
 */
export function PriceCalculator({ line }: { line: ShippingLineDetail }) {
  const priced = useMemo(() => pricedLineOf(line), [line]);
  return priced === null ? null : <Calculator line={line} priced={priced} />;
}
