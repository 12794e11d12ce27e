import styled, { css, keyframes } from 'styled-components';
import { quietIconButton } from '../IconButton.styles';
import { theme } from '../../tokens';

/** Where the surface sits: a Modal in the middle of the screen, a SidePanel along its right edge. */
export type OverlayPlacement = 'center' | 'end';

// Colour and movement only, never opacity 0: the surface is visible from its first frame.
const dimIn = keyframes`
  from { background-color: transparent; }
`;

const riseIn = keyframes`
  from { transform: translateY(12px) scale(0.98); }
  to { transform: none; }
`;

const slideIn = keyframes`
  from { transform: translateX(24px); }
  to { transform: none; }
`;

export const StyledBackdrop = styled.div<{ $placement: OverlayPlacement }>`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.modal};
  display: flex;
  ${({ $placement }) =>
    $placement === 'center'
      ? css`
          align-items: center;
          justify-content: center;
          padding: ${theme.space[8]} ${theme.space[4]};
        `
      : css`
          justify-content: flex-end;
        `}
  background: ${theme.color.surface.backdrop};
  animation: ${dimIn} ${theme.motion.duration.normal} ${theme.motion.easing.standard};
`;

export const StyledSurface = styled.div<{ $placement: OverlayPlacement; $width: string }>`
  display: flex;
  flex-direction: column;
  ${({ $placement, $width }) =>
    $placement === 'center'
      ? css`
          width: 100%;
          max-width: ${$width};
          max-height: 100%;
          border-radius: ${theme.radius.lg};
          animation: ${riseIn} ${theme.motion.duration.normal} ${theme.motion.easing.standard};
        `
      : css`
          width: ${$width};
          max-width: 100%;
          height: 100%;
          animation: ${slideIn} ${theme.motion.duration.normal} ${theme.motion.easing.standard};
        `}
  background: ${theme.color.surface.raised};
  box-shadow: ${theme.shadow.lg};

  &:focus-visible {
    outline: none;
  }
`;

export const StyledHeader = styled.div<{ $placement: OverlayPlacement }>`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[3]};
  ${({ $placement }) =>
    $placement === 'center'
      ? css`
          padding: ${theme.space[5]} ${theme.space[6]} ${theme.space[3]};
        `
      : css`
          padding: ${theme.space[5]} ${theme.space[6]};
          border-bottom: 1px solid ${theme.color.border.subtle};
        `}
`;

export const StyledTitle = styled.h2`
  flex: 1;
  min-width: 0;
  font-size: ${theme.font.size.xl};
  font-weight: ${theme.font.weight.semibold};
  line-height: ${theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
  padding-top: 2px;
`;

export const StyledClose = styled.button`
  ${quietIconButton}
  flex: none;
  width: 32px;
  height: 32px;
  margin: -2px -8px 0 0;
  padding: 0;

  &:hover {
    color: ${theme.color.text.primary};
    background: ${theme.color.surface.hover};
  }
`;

export const StyledBody = styled.div<{ $placement: OverlayPlacement }>`
  flex: 1;
  min-height: 0;
  overflow: auto;
  padding: ${({ $placement }) =>
    $placement === 'center'
      ? `${theme.space[1]} ${theme.space[6]} ${theme.space[5]}`
      : `${theme.space[5]} ${theme.space[6]}`};
  color: ${theme.color.text.primary};
  overflow-wrap: anywhere;

  &:focus-visible {
    outline-offset: -2px;
  }
`;

export const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]} ${theme.space[6]};
  border-top: 1px solid ${theme.color.border.subtle};
`;
