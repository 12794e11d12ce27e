import styled from 'styled-components';
import { theme } from '../tokens';

export const StyledToggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.layout.controlHeight.sm};
  height: ${theme.layout.controlHeight.sm};
  padding: 0;
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.color.text.secondary};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${theme.color.surface.hover};
    color: ${theme.color.text.primary};
  }

  &:disabled {
    cursor: not-allowed;
    color: ${theme.color.text.disabled};
  }
`;
