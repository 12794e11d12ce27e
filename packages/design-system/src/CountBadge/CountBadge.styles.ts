import styled, { css } from 'styled-components';
import { theme } from '../tokens';

export const StyledBadge = styled.span<{ $overlay: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: ${theme.radius.full};
  background: ${theme.color.error.fg};
  color: ${theme.color.text.inverse};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.semibold};
  font-variant-numeric: tabular-nums;
  line-height: 1;
  white-space: nowrap;
  pointer-events: none;

  ${({ $overlay }) =>
    $overlay &&
    css`
      position: absolute;
      top: 0;
      right: 0;
      /* Raised over the corner but never past the parent's right edge: a bell at the edge of
         the screen keeps its whole bubble in view. */
      transform: translateY(-30%);
      /* A ring in the page colour keeps the bubble apart from the icon it sits on. */
      box-shadow: 0 0 0 2px ${theme.color.surface.raised};
    `}
`;
