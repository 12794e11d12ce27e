import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar, LogoutIcon, theme } from '@jiyun/design-system';
import { fullName } from '@jiyun/domain';
import { signedInUserAtom } from '../../session/atoms';
import { useLogout } from '../../session/use-logout';
import { useImageResolver } from '../../api/files/image-resolver';
import { urls } from '../../routes/urls';

const StyledArea = styled.div<{ $collapsed: boolean }>`
  display: flex;
  flex-direction: ${({ $collapsed }) => ($collapsed ? 'column' : 'row')};
  align-items: center;
  gap: ${theme.space[2]};
`;

const StyledProfileLink = styled(Link)`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${theme.space[3]};
  min-width: 0;
  padding: ${theme.space[1]};
  border-radius: ${theme.radius.md};
  color: ${theme.color.nav.fg};
  text-decoration: none;

  &:hover {
    background: ${theme.color.nav.hoverBg};
  }
`;

const StyledName = styled.span`
  overflow: hidden;
  font-weight: ${theme.font.weight.medium};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledLogout = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${theme.layout.controlHeight.sm};
  height: ${theme.layout.controlHeight.sm};
  padding: 0;
  border: 0;
  border-radius: ${theme.radius.md};
  background: transparent;
  color: ${theme.color.nav.fgMuted};
  cursor: pointer;

  &:hover {
    background: ${theme.color.nav.hoverBg};
    color: ${theme.color.nav.fg};
  }
`;

const StyledPicture = styled.span`
  display: inline-flex;
  flex-shrink: 0;
`;

/** Bottom of the navigation: who is signed in (links to settings) and the way out. */
export function UserArea({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('layout');
  const user = useAtomValue(signedInUserAtom);
  const resolveSrc = useImageResolver();
  const logout = useLogout();
  if (!user) return null;
  const name = fullName(user);
  return (
    <StyledArea $collapsed={collapsed}>
      <StyledProfileLink
        to={urls.settings()}
        title={collapsed ? name : t('user.settings')}
        aria-label={collapsed ? `${name} — ${t('user.settings')}` : undefined}
      >
        {/* The link already says who it is (its text, or its label when collapsed): the
            picture's alt text would say the name twice to a screen reader. */}
        <StyledPicture aria-hidden="true">
          <Avatar src={user.avatar_url} name={name} resolveSrc={resolveSrc} size="sm" />
        </StyledPicture>
        {!collapsed && <StyledName>{name}</StyledName>}
      </StyledProfileLink>
      <StyledLogout
        type="button"
        aria-label={t('user.logout')}
        title={t('user.logout')}
        disabled={logout.isPending}
        onClick={() => logout.mutate()}
      >
        <LogoutIcon />
      </StyledLogout>
    </StyledArea>
  );
}
