import styled from 'styled-components';
import { quietIconButton } from '../internal/IconButton.styles';
import { theme } from '../tokens';

export const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledItem = styled.li`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  padding: ${theme.space[2]} ${theme.space[3]};
  border: 1px solid ${theme.color.border.subtle};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface.raised};
`;

export const StyledName = styled.span`
  flex: 1;
  min-width: 0;
  font-size: ${theme.font.size.md};
  color: ${theme.color.text.primary};
  overflow-wrap: anywhere;
`;

export const StyledSize = styled.span`
  flex: none;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.text.secondary};
`;

export const StyledRemove = styled.button`
  ${quietIconButton}
  flex: none;
  width: 28px;
  height: 28px;
  padding: 0;

  &:hover {
    color: ${theme.color.error.fg};
    background: ${theme.color.surface.hover};
  }

  &:disabled {
    cursor: not-allowed;
    color: ${theme.color.text.disabled};
    background: transparent;
  }
`;
