import styled from 'styled-components';
import { theme } from '../tokens';

export const StyledNav = styled.nav<{ $collapsed: boolean }>`
  position: relative;
  z-index: ${theme.zIndex.nav};
  display: flex;
  flex-direction: column;
  flex: none;
  width: ${({ $collapsed }) => ($collapsed ? theme.layout.navCollapsedWidth : theme.layout.navWidth)};
  height: 100%;
  min-height: 0;
  overflow: hidden;
  background: ${theme.color.nav.bg};
  color: ${theme.color.nav.fg};
  transition: width ${theme.motion.duration.slow} ${theme.motion.easing.standard};
`;

export const StyledHeader = styled.div`
  flex: none;
  min-height: 64px;
  display: flex;
  align-items: center;
  padding: ${theme.space[3]} ${theme.space[4]};
  border-bottom: 1px solid ${theme.color.nav.divider};
  white-space: nowrap;
  overflow: hidden;
`;

export const StyledList = styled.ul`
  flex: 1;
  min-height: 0;
  margin: 0;
  padding: ${theme.space[3]} ${theme.space[2]};
  list-style: none;
  overflow-x: hidden;
  overflow-y: auto;
`;

export const StyledItem = styled.li`
  & + & {
    margin-top: ${theme.space[1]};
  }
`;

/** Styles whatever element `linkComponent` renders, through the className it receives. */
export const StyledLink = styled.a<{ $collapsed: boolean }>`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  min-height: 44px;
  padding: 0 ${({ $collapsed }) => ($collapsed ? '0' : theme.space[3])};
  justify-content: ${({ $collapsed }) => ($collapsed ? 'center' : 'flex-start')};
  border-radius: ${theme.radius.md};
  color: ${theme.color.nav.fgMuted};
  font-weight: ${theme.font.weight.medium};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: ${theme.color.nav.hoverBg};
    color: ${theme.color.nav.fg};
  }

  &[aria-current='page'] {
    background: ${theme.color.nav.activeBg};
    color: ${theme.color.nav.activeFg};
  }

  &:focus-visible {
    outline-color: ${theme.color.nav.fg};
    outline-offset: -2px;
  }
`;

export const StyledIcon = styled.span`
  display: inline-flex;
  flex: none;
`;

export const StyledText = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const StyledToggle = styled.button<{ $collapsed: boolean }>`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: ${({ $collapsed }) => ($collapsed ? 'center' : 'flex-end')};
  height: 40px;
  margin: 0 ${theme.space[2]} ${theme.space[2]};
  padding: 0 ${theme.space[3]};
  border: 0;
  border-radius: ${theme.radius.md};
  background: transparent;
  color: ${theme.color.nav.fgMuted};
  cursor: pointer;

  &:hover {
    background: ${theme.color.nav.hoverBg};
    color: ${theme.color.nav.fg};
  }

  &:focus-visible {
    outline-color: ${theme.color.nav.fg};
    outline-offset: -2px;
  }
`;

export const StyledFooter = styled.div`
  flex: none;
  padding: ${theme.space[3]} ${theme.space[2]};
  border-top: 1px solid ${theme.color.nav.divider};
  overflow: hidden;
  white-space: nowrap;
`;
