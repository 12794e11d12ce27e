import styled from 'styled-components';
import { theme } from '../tokens';

export const StyledTabList = styled.div`
  display: flex;
  gap: ${theme.space[1]};
  overflow-x: auto;
  border-bottom: 1px solid ${theme.color.border.subtle};
`;

export const StyledTab = styled.button`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  min-height: ${theme.layout.controlHeight.md};
  padding: 0 ${theme.space[4]};
  border: 0;
  border-radius: ${theme.radius.sm} ${theme.radius.sm} 0 0;
  background: transparent;
  color: ${theme.color.text.secondary};
  font-weight: ${theme.font.weight.medium};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;

  &::after {
    content: '';
    position: absolute;
    right: 0;
    bottom: 0;
    left: 0;
    height: 2px;
    background: transparent;
  }

  &:hover:not([aria-disabled='true']) {
    color: ${theme.color.text.primary};
    background: ${theme.color.surface.hover};
  }

  &[aria-selected='true'] {
    color: ${theme.color.primary[600]};
  }

  &[aria-selected='true']::after {
    background: ${theme.color.primary[600]};
  }

  &[aria-disabled='true'] {
    color: ${theme.color.text.disabled};
    cursor: not-allowed;
  }

  &:focus-visible {
    outline-offset: -2px;
  }
`;

export const StyledTabPanel = styled.div`
  padding-top: ${theme.space[4]};

  &:focus-visible {
    outline-offset: 2px;
  }
`;
