import styled from 'styled-components';
import { theme } from '../tokens';

export const StyledAvatar = styled.span<{ $pixels: number }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $pixels }) => $pixels}px;
  height: ${({ $pixels }) => $pixels}px;
  overflow: hidden;
  border-radius: ${theme.radius.full};
  background: ${theme.color.neutral[200]};
  color: ${theme.color.neutral[800]};
  font-size: ${({ $pixels }) => Math.max(10, Math.round($pixels * 0.4))}px;
  font-weight: ${theme.font.weight.semibold};
  line-height: 1;
  user-select: none;
`;

export const StyledImage = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;
