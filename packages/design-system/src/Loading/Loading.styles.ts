import styled from 'styled-components';
import { theme } from '../tokens';

export const StyledLoading = styled.div<{ $inline: boolean }>`
  display: ${({ $inline }) => ($inline ? 'inline-flex' : 'flex')};
  align-items: center;
  justify-content: center;
  vertical-align: middle;
  padding: ${({ $inline }) => ($inline ? '0' : theme.space[8])};
  color: ${theme.color.primary[600]};
`;

/** Read by screen readers, not drawn. */
export const StyledHiddenLabel = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;
