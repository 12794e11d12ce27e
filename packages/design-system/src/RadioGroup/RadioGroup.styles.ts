import styled from 'styled-components';
import { theme } from '../tokens';

export const StyledFieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const StyledLegend = styled.legend`
  padding: 0;
  margin-bottom: ${theme.space[2]};
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.medium};
  color: ${theme.color.text.primary};
`;

export const StyledOptions = styled.div<{ $orientation: 'horizontal' | 'vertical' }>`
  display: flex;
  flex-direction: ${({ $orientation }) => ($orientation === 'horizontal' ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${({ $orientation }) => ($orientation === 'horizontal' ? theme.space[6] : theme.space[3])};
`;

export const StyledOption = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${theme.space[2]};
  align-items: start;
`;

export const StyledRadio = styled.input`
  width: 16px;
  height: 16px;
  margin: 3px 0 0;
  accent-color: ${theme.color.primary[600]};
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
  }
`;

export const StyledOptionLabel = styled.label<{ $disabled: boolean }>`
  color: ${({ $disabled }) => ($disabled ? theme.color.text.disabled : theme.color.text.primary)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;

export const StyledDescription = styled.p`
  grid-column: 2;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.text.secondary};
`;

export const StyledError = styled.p`
  margin-top: ${theme.space[2]};
  font-size: ${theme.font.size.sm};
  color: ${theme.color.error.fg};
`;
