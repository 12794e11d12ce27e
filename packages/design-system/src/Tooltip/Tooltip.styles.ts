import styled from 'styled-components';
import { theme } from '../tokens';

export type TooltipPlacement = 'top' | 'bottom';

export const StyledTooltipAnchor = styled.span`
  position: relative;
  display: inline-flex;
`;

export const StyledTooltip = styled.span<{ $placement: TooltipPlacement }>`
  position: absolute;
  z-index: ${theme.zIndex.popover};
  inset-inline-start: 50%;
  ${({ $placement }) =>
    $placement === 'top'
      ? `bottom: calc(100% + ${theme.space[2]});`
      : `top: calc(100% + ${theme.space[2]});`}
  transform: translateX(-50%);
  width: max-content;
  max-width: 240px;
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
