import styled from 'styled-components';
import { theme } from '../tokens';

export const StyledCountrySelect = styled.select`
  align-self: stretch;
  flex: none;
  padding: 0 ${theme.space[2]} 0 ${theme.space[3]};
  border: 0;
  border-inline-end: 1px solid ${theme.color.border.default};
  border-radius: ${theme.radius.md} 0 0 ${theme.radius.md};
  background: transparent;
  color: ${theme.color.text.primary};
  font-size: ${theme.font.size.md};
  cursor: pointer;

  &:focus-visible {
    outline-offset: -2px;
  }

  &:disabled {
    cursor: not-allowed;
    color: ${theme.color.text.disabled};
  }
`;
