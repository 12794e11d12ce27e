import styled from 'styled-components';
import { ErrorIcon, InfoIcon, theme, WarningIcon } from '@jiyun/design-system';
import type { NotificationType } from '@jiyun/domain';

const ICONS = { info: InfoIcon, warning: WarningIcon, error: ErrorIcon } as const;

const StyledBadge = styled.span<{ $type: NotificationType }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: ${theme.radius.full};
  background: ${({ $type }) => theme.color[$type].subtle};
  color: ${({ $type }) => theme.color[$type].fg};
`;

/** A different picture per type (spec 2), named for screen readers by `label`. */
export function NotificationTypeIcon({ type, label }: { type: NotificationType; label: string }) {
  const Icon = ICONS[type];
  return (
    <StyledBadge $type={type}>
      <Icon title={label} size={20} />
    </StyledBadge>
  );
}
