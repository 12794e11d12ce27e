import styled from 'styled-components';
import { theme } from '../tokens';

export const StyledCheckboxField = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${theme.space[2]};
  row-gap: ${theme.space[1]};
  align-items: start;
  min-width: 0;
`;

export const StyledCheckbox = styled.input<{ $invalid: boolean }>`
  width: 16px;
  height: 16px;
  margin: 3px 0 0;
  accent-color: ${theme.color.primary[600]};
  cursor: pointer;
  outline: ${({ $invalid }) => ($invalid ? `1px solid ${theme.color.error.fg}` : 'none')};
  outline-offset: 1px;

  &:focus-visible {
    outline: 2px solid ${theme.color.focusRing};
    outline-offset: 2px;
  }

  &:disabled {
    cursor: not-allowed;
  }
`;

export const StyledCheckboxLabel = styled.label<{ $disabled: boolean }>`
  color: ${({ $disabled }) => ($disabled ? theme.color.text.disabled : theme.color.text.primary)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;

export const StyledDescription = styled.p`
  grid-column: 2;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.text.secondary};
`;

export const StyledError = styled.p`
  grid-column: 2;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.error.fg};
`;
