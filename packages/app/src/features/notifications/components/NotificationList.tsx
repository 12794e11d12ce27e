import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '@jiyun/design-system';
import type { MerchantNotification } from '@jiyun/domain';
import { languageFromStored } from '../../../i18n/language';
import { dateTime } from '../../../lib/dates';
import { NotificationTypeIcon } from './NotificationTypeIcon';
import { SubjectLink } from './SubjectLink';

// Two columns shared by every row (subgrid): the notification, then its subject's link, as wide
// as the widest link, so the times line up whatever link a row has, or none.
const StyledList = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr) max-content;
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${theme.color.border.subtle};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface.raised};
  overflow: hidden;
`;

// The row opens the notification; the link beside it (never inside the button) opens its subject.
const StyledItem = styled.li`
  display: grid;
  grid-column: 1 / -1;
  grid-template-columns: subgrid;
  align-items: center;

  & + & {
    border-top: 1px solid ${theme.color.border.subtle};
  }
`;

const StyledSubject = styled.span`
  padding: 0 ${theme.space[5]} 0 ${theme.space[2]};
`;

const StyledRow = styled.button<{ $unread: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[4]};
  width: 100%;
  min-width: 0;
  padding: ${theme.space[4]} ${theme.space[5]};
  border: 0;
  background: ${({ $unread }) => ($unread ? theme.color.surface.selected : 'transparent')};
  color: ${theme.color.text.primary};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${theme.color.surface.hover};
  }

  &:focus-visible {
    outline: 2px solid ${theme.color.border.focus};
    outline-offset: -2px;
  }
`;

const StyledText = styled.span`
  display: grid;
  flex: 1;
  gap: ${theme.space[1]};
  min-width: 0;
`;

const StyledTitle = styled.span<{ $unread: boolean }>`
  font-weight: ${({ $unread }) => ($unread ? theme.font.weight.semibold : theme.font.weight.medium)};
`;

const StyledBody = styled.span`
  overflow: hidden;
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledSide = styled.span`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${theme.space[2]};
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

// Every row keeps the dot's room, read or not, so the times line up in one column.
const StyledUnreadDot = styled.span<{ $unread: boolean }>`
  width: 8px;
  height: 8px;
  border-radius: ${theme.radius.full};
  background: ${theme.color.primary[600]};
  visibility: ${({ $unread }) => ($unread ? 'visible' : 'hidden')};
`;

const StyledVisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** The notifications of one page; choosing one opens it. */
export function NotificationList({
  notifications,
  onOpen,
}: {
  notifications: MerchantNotification[];
  onOpen: (notification: MerchantNotification) => void;
}) {
  const { t, i18n } = useTranslation('notifications');
  const language = languageFromStored(i18n.language);
  return (
    <StyledList aria-label={t('list.label')}>
      {notifications.map((notification) => (
        <StyledItem key={notification.id}>
          <StyledRow
            type="button"
            $unread={!notification.read}
            onClick={() => onOpen(notification)}
            aria-haspopup="dialog"
          >
            <NotificationTypeIcon
              type={notification.type}
              label={t(`types.${notification.type}`)}
            />
            <StyledText>
              <StyledTitle $unread={!notification.read}>{notification.title}</StyledTitle>
              <StyledBody>{notification.body}</StyledBody>
            </StyledText>
            <StyledSide>
              <time dateTime={notification.time}>{dateTime(notification.time, language)}</time>
              <StyledUnreadDot aria-hidden="true" $unread={!notification.read} />
              {!notification.read && (
                <StyledVisuallyHidden>{t('list.unread')}</StyledVisuallyHidden>
              )}
            </StyledSide>
          </StyledRow>
          <StyledSubject>
            <SubjectLink notification={notification} withContext />
          </StyledSubject>
        </StyledItem>
      ))}
    </StyledList>
  );
}
