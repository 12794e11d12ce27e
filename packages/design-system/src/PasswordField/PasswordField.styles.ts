import styled from 'styled-components';
import { quietIconButton } from '../internal/IconButton.styles';
import { theme } from '../tokens';

export const StyledToggle = styled.button`
  ${quietIconButton}
  width: ${theme.layout.controlHeight.sm};
  height: ${theme.layout.controlHeight.sm};
  padding: 0;

  &:hover:not(:disabled) {
    background: ${theme.color.surface.hover};
    color: ${theme.color.text.primary};
  }

  &:disabled {
    cursor: not-allowed;
    color: ${theme.color.text.disabled};
  }
`;
