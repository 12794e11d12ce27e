import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Avatar, CloseIcon, SearchableDropdown, theme } from '@jiyun/design-system';
import type { Operator } from '@jiyun/domain';
import { useImageResolver } from '../../../api/files/image-resolver';
import { availableOperators, operatorName } from '../model/warehouse-form';
import { useOperators } from '../queries';

const StyledList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const StyledChip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  padding: ${theme.space[1]} ${theme.space[2]};
  border: 1px solid ${theme.color.border.subtle};
  border-radius: ${theme.radius.full};
  background: ${theme.color.surface.raised};
  font-size: ${theme.font.size.sm};
`;

const StyledRemove = styled.button`
  display: inline-grid;
  place-items: center;
  width: 20px;
  height: 20px;
  padding: 0;
  border: 0;
  border-radius: ${theme.radius.full};
  background: transparent;
  color: ${theme.color.text.secondary};
  cursor: pointer;

  &:hover {
    background: ${theme.color.surface.hover};
  }

  &:focus-visible {
    outline: 2px solid ${theme.color.focusRing};
  }

  svg {
    width: 14px;
    height: 14px;
  }
`;

const StyledMuted = styled.p`
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
`;

const StyledError = styled.p`
  color: ${theme.color.error.fg};
  font-size: ${theme.font.size.sm};
`;

interface OperatorPickerProps {
  /** Ids of the added operators. */
  value: string[];
  onChange: (ids: string[]) => void;
  /** Operators already on the warehouse, shown by name even before the list arrives. */
  known?: Operator[];
  error?: string;
  disabled: boolean;
}

/** Search the team, add operators to the warehouse, remove them again. */
export function OperatorPicker({
  value,
  onChange,
  known = [],
  error,
  disabled,
}: OperatorPickerProps) {
  const { t } = useTranslation('warehouses');
  const operators = useOperators();
  const resolveSrc = useImageResolver();
  const everyone = [...(operators.data ?? [])];
  for (const operator of known) {
    if (!everyone.some((item) => item.id === operator.id)) everyone.push(operator);
  }
  const added = value
    .map((id) => everyone.find((operator) => operator.id === id))
    .filter((operator): operator is Operator => operator !== undefined);
  // The dropdown filters by the typed text itself (ignoring case); here the added ones go away.
  const options = availableOperators(operators.data ?? [], value, '').map((operator) => ({
    value: operator.id,
    label: operatorName(operator),
    description: operator.email ?? undefined,
  }));

  return (
    <>
      {operators.isError && <Alert tone="error">{t('form.errors.operatorsFailed')}</Alert>}
      {!disabled && (
        <SearchableDropdown
          label={t('form.fields.operatorSearch')}
          name="operatorSearch"
          options={options}
          value={null}
          onChange={(id) => {
            if (id && !value.includes(id)) onChange([...value, id]);
          }}
          placeholder={t('form.placeholders.operatorSearch')}
          noResultsLabel={t('form.noOperatorsFound')}
          disabled={operators.isError}
        />
      )}
      {added.length === 0 ? (
        <StyledMuted>{t('form.noOperatorsAdded')}</StyledMuted>
      ) : (
        <StyledList aria-label={t('form.sections.operators')}>
          {added.map((operator) => {
            const name = operatorName(operator);
            return (
              <StyledChip key={operator.id}>
                <Avatar src={operator.avatar_url} name={name} resolveSrc={resolveSrc} size="sm" />
                {name}
                {!disabled && (
                  <StyledRemove
                    type="button"
                    aria-label={t('form.actions.removeOperator', { name })}
                    onClick={() => onChange(value.filter((id) => id !== operator.id))}
                  >
                    <CloseIcon aria-hidden />
                  </StyledRemove>
                )}
              </StyledChip>
            );
          })}
        </StyledList>
      )}
      {error && <StyledError role="alert">{error}</StyledError>}
    </>
  );
}
