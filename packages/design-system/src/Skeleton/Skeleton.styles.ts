import styled, { css, keyframes } from 'styled-components';
import { theme } from '../tokens';
import type { SkeletonVariant } from './model';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const shapes = {
  text: css`
    height: 1em;
    border-radius: ${theme.radius.sm};
  `,
  rect: css`
    height: 80px;
    border-radius: ${theme.radius.md};
  `,
  circle: css`
    width: 40px;
    height: 40px;
    border-radius: ${theme.radius.full};
  `,
} satisfies Record<SkeletonVariant, ReturnType<typeof css>>;

export const StyledBone = styled.span<{
  $variant: SkeletonVariant;
  $width?: string;
  $height?: string;
}>`
  display: block;
  flex: none;
  width: 100%;
  ${({ $variant }) => shapes[$variant]};
  ${({ $width }) => $width && `width: ${$width};`}
  ${({ $height }) => $height && `height: ${$height};`}
  background: linear-gradient(
      90deg,
      ${theme.color.neutral[200]} 25%,
      ${theme.color.neutral[100]} 50%,
      ${theme.color.neutral[200]} 75%
    )
    0 0 / 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background: ${theme.color.neutral[200]};
  }
`;

export const StyledLines = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  width: 100%;
`;
