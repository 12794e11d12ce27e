import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@jiyun/design-system';
import type { MerchantNotification } from '@jiyun/domain';
import { subjectLink, subjectLinkKey } from '../../../routes/subject-link';

const StyledLink = styled(Link)`
  flex: none;
  justify-self: start;
  color: ${theme.color.text.link};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  white-space: nowrap;

  &:focus-visible {
    outline: 2px solid ${theme.color.focusRing};
    outline-offset: 2px;
  }
`;

/**
 * The way from a notification to what it is about ("查看包裹" / "Open parcel"); nothing when it
 * is about the account as a whole. `context` names the notification for a screen reader that
 * meets the link out of its row ("Open parcel: Parcel exception").
 */
export function SubjectLink({
  notification,
  withContext = false,
}: {
  notification: MerchantNotification;
  withContext?: boolean;
}) {
  const { t } = useTranslation('notifications');
  const { subject } = notification;
  const href = subject ? subjectLink(subject) : null;
  if (!subject || href === null) return null;
  const text = t(subjectLinkKey(subject.type));
  return (
    <StyledLink to={href} aria-label={withContext ? `${text}: ${notification.title}` : undefined}>
      {text}
    </StyledLink>
  );
}
