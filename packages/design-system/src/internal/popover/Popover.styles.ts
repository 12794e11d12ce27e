import styled from 'styled-components';
import { quietIconButton } from '../IconButton.styles';
import { theme } from '../../tokens';
import type { PopoverPlacement } from './model';

/** The positioned box: give it `position: relative` parent (StyledPopoverAnchor). */
export const StyledPopoverAnchor = styled.div`
  position: relative;
  min-width: 0;
`;

export const StyledPopover = styled.div<{
  $placement: PopoverPlacement;
  $align?: 'start' | 'stretch';
}>`
  position: absolute;
  z-index: ${theme.zIndex.popover};
  inset-inline-start: 0;
  ${({ $align = 'stretch' }) => ($align === 'stretch' ? 'inset-inline-end: 0;' : '')}
  ${({ $placement }) =>
    $placement === 'bottom'
      ? `top: calc(100% + ${theme.space[1]});`
      : `bottom: calc(100% + ${theme.space[1]});`}
  border: 1px solid ${theme.color.border.subtle};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface.raised};
  box-shadow: ${theme.shadow.md};
`;

/** A small square icon-only button inside a field (clear, open calendar). */
export const StyledFieldIconButton = styled.button`
  ${quietIconButton}
  flex: none;
  width: ${theme.layout.controlHeight.sm};
  height: ${theme.layout.controlHeight.sm};
  margin-inline-end: ${theme.space[1]};

  &:hover:not(:disabled) {
    background: ${theme.color.surface.hover};
    color: ${theme.color.text.primary};
  }

  &:disabled {
    cursor: not-allowed;
    color: ${theme.color.text.disabled};
  }
`;
