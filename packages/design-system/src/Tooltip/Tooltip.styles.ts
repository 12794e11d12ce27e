import styled from 'styled-components';
import { theme } from '../tokens';

export const StyledTooltipAnchor = styled.span`
  display: inline-flex;
`;

/** Positioned by `usePopover` (fixed, flipped and shifted to stay inside the viewport). */
export const StyledTooltip = styled.span`
  z-index: ${theme.zIndex.popover};
  box-sizing: border-box;
  width: max-content;
  max-width: min(240px, var(--popover-max-width, 240px));
  padding: ${theme.space[1]} ${theme.space[2]};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.neutral[900]};
  color: ${theme.color.text.inverse};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.regular};
  line-height: ${theme.font.lineHeight.normal};
  text-align: center;
  overflow-wrap: anywhere;
  box-shadow: ${theme.shadow.sm};

  &[hidden] {
    display: none;
  }
`;
