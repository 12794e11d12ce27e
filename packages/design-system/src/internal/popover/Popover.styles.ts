import styled, { css } from 'styled-components';
import { quietIconButton } from '../IconButton.styles';
import { theme } from '../../tokens';

/** Wraps the field a popover hangs from (give its ref to `usePopover().setAnchor`). */
export const StyledPopoverAnchor = styled.div`
  min-width: 0;
`;

/**
 * The floating box. `usePopover` positions it (`position: fixed`, so an ancestor's overflow never
 * clips it) and caps it at the room the viewport leaves (`--popover-max-*`). Children that
 * should give way when room is short (a list) take `min-height: 0`; the rest stays whole and the
 * box scrolls as a last resort.
 */
export const StyledPopover = styled.div<{ $align?: 'start' | 'stretch' }>`
  z-index: ${theme.zIndex.popover};
  display: flex;
  flex-direction: column;
  box-sizing: border-box;
  ${({ $align = 'stretch' }) =>
    $align === 'stretch'
      ? css`
          width: var(--popover-anchor-width, auto);
        `
      : css`
          width: max-content;
        `}
  max-width: var(--popover-max-width, none);
  max-height: var(--popover-max-height, none);
  overflow: auto;
  border: 1px solid ${theme.color.border.subtle};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface.raised};
  box-shadow: ${theme.shadow.md};
`;

/**
 * A thin scrollbar that stays visible (not an overlay that only shows while scrolling), so a
 * list with more options than it shows says so.
 */
export const visibleScrollbar = css`
  overflow-y: auto;
  scrollbar-width: thin;
  scrollbar-color: ${theme.color.border.strong} transparent;
  scrollbar-gutter: stable;
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
