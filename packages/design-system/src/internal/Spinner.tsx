import styled, { keyframes } from 'styled-components';
import { theme } from '../tokens';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** A small indeterminate spinner in the current text colour; decorative (the owner sets aria-busy). */
export const Spinner = styled.span.attrs({ 'aria-hidden': true })<{ $size?: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size = 16 }) => $size}px;
  height: ${({ $size = 16 }) => $size}px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: ${theme.radius.full};
  animation: ${spin} 700ms linear infinite;
`;
