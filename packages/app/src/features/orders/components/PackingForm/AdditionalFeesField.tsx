import { Controller, useFieldArray, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, TextField, theme } from '@jiyun/design-system';
import { ADDITIONAL_FEES_MAX, ORDER_CURRENCY } from '@jiyun/domain';
import { emptyFee, keepFeePriceCharacters, type PackingValues } from './model/packing-form';

const StyledFees = styled.fieldset`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  border: 0;
`;

const StyledLegend = styled.legend`
  margin-bottom: ${theme.space[2]};
  padding: 0;
  font-weight: ${theme.font.weight.semibold};
`;

const StyledRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto;
  align-items: start;
  gap: ${theme.space[3]};
`;

const StyledRemove = styled.div`
  padding-top: ${theme.space[6]};
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${theme.color.text.secondary};
`;

export interface AdditionalFeesFieldProps {
  control: Control<PackingValues>;
  /** The problems of each row's title and price, in words. */
  errors: (index: number) => { title?: string; price?: string };
  disabled?: boolean;
}

/** Additional fees (spec 5): rows of a title and a non-zero price in CAD (negative: a discount). */
export function AdditionalFeesField({ control, errors, disabled }: AdditionalFeesFieldProps) {
  const { t } = useTranslation('orders');
  const { fields, append, remove } = useFieldArray({ control, name: 'additional_fees' });
  return (
    <StyledFees>
      <StyledLegend>{t('packing.fees.title')}</StyledLegend>
      {fields.length === 0 && <StyledMuted>{t('packing.fees.none')}</StyledMuted>}
      {fields.map((row, index) => {
        const problems = errors(index);
        const number = index + 1;
        return (
          <StyledRow key={row.id}>
            <Controller
              control={control}
              name={`additional_fees.${index}.title`}
              render={({ field }) => (
                <TextField
                  name={`additional_fees[${index}].title`}
                  label={t('packing.fees.feeTitle', { number })}
                  required
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                  onBlur={field.onBlur}
                  error={problems.title}
                  disabled={disabled}
                />
              )}
            />
            <Controller
              control={control}
              name={`additional_fees.${index}.price`}
              render={({ field }) => (
                <TextField
                  name={`additional_fees[${index}].price`}
                  label={t('packing.fees.price', { number })}
                  inputMode="decimal"
                  required
                  suffix={ORDER_CURRENCY}
                  value={field.value}
                  onChange={(event) => field.onChange(keepFeePriceCharacters(event.target.value))}
                  onBlur={field.onBlur}
                  error={problems.price}
                  disabled={disabled}
                />
              )}
            />
            <StyledRemove>
              <Button
                variant="text"
                size="sm"
                onClick={() => remove(index)}
                disabled={disabled}
                aria-label={t('packing.fees.removeNamed', { number })}
              >
                {t('packing.fees.remove')}
              </Button>
            </StyledRemove>
          </StyledRow>
        );
      })}
      <div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => append(emptyFee())}
          disabled={disabled || fields.length >= ADDITIONAL_FEES_MAX}
        >
          {t('packing.fees.add')}
        </Button>
      </div>
    </StyledFees>
  );
}
