import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Checkbox, theme } from '@jiyun/design-system';
import {
  groupChangeable,
  inGroupOrder,
  offeredPermissionGroups,
  type Granter,
  type Permission,
} from '@jiyun/domain';

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
  /**
   * Who ticks the boxes: a group they may not change for this member is shown, not offered
   * (A47). Every group is offered while the session is not known.
   */
  granter?: Granter | null;
  /** The groups the member has now (none for a new member). */
  held?: readonly Permission[];
  /** Shown instead of the hint when nothing may be changed here (the user's own record). */
  lockedNote?: string;
}

/**
 * The permission groups (spec §6) the company can use, each with what it allows; at least one is
 * required. Customers is not offered until its area exists (A35).
 */
export function PermissionChecks({
  value,
  onChange,
  onBlur,
  error,
  disabled = false,
  granter = null,
  held = [],
  lockedNote,
}: PermissionChecksProps) {
  const { t } = useTranslation('admin');
  const toggle = (name: Permission, checked: boolean) =>
    onChange(inGroupOrder(checked ? [...value, name] : value.filter((one) => one !== name)));
  return (
    <StyledFieldset aria-describedby="permission-hint">
      <legend>{t('member.permissions')}</legend>
      <StyledHint id="permission-hint">{lockedNote ?? t('member.permissionsHint')}</StyledHint>
      {offeredPermissionGroups(held).map((group) => (
        <Checkbox
          key={group.name}
          name="permission"
          value={group.name}
          label={t(group.labelKey)}
          description={t(group.descriptionKey)}
          checked={value.includes(group.name)}
          onChange={(event) => toggle(group.name, event.target.checked)}
          onBlur={onBlur}
          disabled={
            disabled ||
            lockedNote !== undefined ||
            (granter !== null && !groupChangeable(granter, group.name, held.includes(group.name)))
          }
        />
      ))}
      {error && <StyledError role="alert">{error}</StyledError>}
    </StyledFieldset>
  );
}
