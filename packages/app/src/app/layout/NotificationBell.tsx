import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { BellIcon, CountBadge, countBadgeText, theme } from '@jiyun/design-system';
import { useUnreadNotificationCount } from '../../features/notifications/queries';
import { urls } from '../../routes/urls';

const StyledBell = styled(NavLink)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.layout.controlHeight.md};
  height: ${theme.layout.controlHeight.md};
  border-radius: ${theme.radius.md};
  color: ${theme.color.text.secondary};

  &:hover,
  &[aria-current='page'] {
    background: ${theme.color.surface.hover};
    color: ${theme.color.text.primary};
  }

  &:focus-visible {
    outline: 2px solid ${theme.color.focusRing};
    outline-offset: 2px;
  }
`;

/**
 * The header's way to the notifications page, with the unread count from the server. Until the
 * count arrives (or when it cannot be had) the bell is there without a number: the page around
 * it never waits for it.
 */
export function NotificationBell() {
  const { t } = useTranslation('layout');
  const unread = useUnreadNotificationCount();
  const count = unread.data ?? 0;
  const text = countBadgeText(count);
  return (
    <StyledBell
      to={urls.notifications()}
      end
      aria-label={text === null ? t('bell.label') : t('bell.unread', { unread: text })}
      title={t('bell.label')}
    >
      <BellIcon size={22} />
      <CountBadge count={count} overlay />
    </StyledBell>
  );
}
