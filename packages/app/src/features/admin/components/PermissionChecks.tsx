import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Checkbox, theme } from '@jiyun/design-system';
import { inGroupOrder, PERMISSION_GROUPS, type Permission } from '@jiyun/domain';

const StyledFieldset = styled.fieldset`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${theme.space[2]};
    font-weight: ${theme.font.weight.medium};
  }
`;

const StyledHint = styled.p`
  margin: 0;
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
`;

const StyledError = styled.p`
  margin: 0;
  color: ${theme.color.error.fg};
  font-size: ${theme.font.size.sm};
`;

interface PermissionChecksProps {
  value: readonly Permission[];
  onChange: (next: Permission[]) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
}

/** The six permission groups (spec §6), each with what it allows; at least one is required. */
export function PermissionChecks({
  value,
  onChange,
  onBlur,
  error,
  disabled = false,
}: PermissionChecksProps) {
  const { t } = useTranslation('admin');
  const toggle = (name: Permission, checked: boolean) =>
    onChange(inGroupOrder(checked ? [...value, name] : value.filter((one) => one !== name)));
  return (
    <StyledFieldset aria-describedby="permission-hint">
      <legend>{t('member.permissions')}</legend>
      <StyledHint id="permission-hint">{t('member.permissionsHint')}</StyledHint>
      {PERMISSION_GROUPS.map((group) => (
        <Checkbox
          key={group.name}
          name="permission"
          value={group.name}
          label={t(group.labelKey)}
          description={t(group.descriptionKey)}
          checked={value.includes(group.name)}
          onChange={(event) => toggle(group.name, event.target.checked)}
          onBlur={onBlur}
          disabled={disabled}
        />
      ))}
      {error && <StyledError role="alert">{error}</StyledError>}
    </StyledFieldset>
  );
}
