import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, theme } from '@jiyun/design-system';
import type { MerchantNotification } from '@jiyun/domain';
import { tableDate } from '../../../lib/dates';
import { languageFromStored } from '../../../i18n/language';
import { subjectLink } from '../../../routes/subject-link';
import { urls } from '../../../routes/urls';

const StyledList = styled.ul`
  display: grid;
  list-style: none;
  margin: 0;
  padding: 0;

  & > li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${theme.space[3]};
    padding: ${theme.space[2]} 0;
    border-bottom: 1px solid ${theme.color.border};
    font-size: ${theme.font.size.sm};
  }
`;

const StyledLink = styled(Link)<{ $unread: boolean }>`
  color: ${theme.color.text.link};
  font-weight: ${({ $unread }) => ($unread ? theme.font.weight.semibold : theme.font.weight.regular)};
  overflow-wrap: anywhere;

  &:focus-visible {
    outline: 2px solid ${theme.color.focusRing};
    outline-offset: 2px;
  }
`;

const StyledTime = styled.time`
  color: ${theme.color.text.secondary};
  white-space: nowrap;
`;

const StyledNone = styled.p`
  margin: 0;
  color: ${theme.color.text.secondary};
`;

/**
 * The latest notifications, each opening what it is about as the notifications page does (the
 * notifications page itself when it is about the account as a whole).
 */
export function LatestNotifications({ notifications }: { notifications: MerchantNotification[] }) {
  const { t, i18n } = useTranslation('dashboard');
  const language = languageFromStored(i18n.language);
  return (
    <Card
      title={t('notifications.title')}
      headingLevel={2}
      footer={<Link to={urls.notifications()}>{t('notifications.all')}</Link>}
    >
      {notifications.length === 0 ? (
        <StyledNone>{t('notifications.none')}</StyledNone>
      ) : (
        <StyledList>
          {notifications.map((notification) => (
            <li key={notification.id}>
              <StyledLink
                $unread={!notification.read}
                to={
                  (notification.subject && subjectLink(notification.subject)) ??
                  urls.notifications()
                }
              >
                {notification.title}
              </StyledLink>
              <StyledTime dateTime={notification.time}>
                {tableDate(notification.time, language)}
              </StyledTime>
            </li>
          ))}
        </StyledList>
      )}
    </Card>
  );
}
