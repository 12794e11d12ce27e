import styled, { keyframes } from 'styled-components';
import { theme } from '../tokens';
import type { ToastTone } from './model';

// Movement only, never opacity 0: the toast is readable from its first frame.
const slideUp = keyframes`
  from { transform: translateY(8px); }
  to { transform: none; }
`;

/*
 * Where the stack sits is chosen on screen (`data-placement`, set by `useToastPlacement`): the
 * bottom left of the content column (from `$start`), else the bottom right, else the top centre
 * of the column, whichever covers none of the page's controls. Issue 11: fixed at the bottom
 * right, the toast covered "Submit and scan".
 */
export const StyledRegion = styled.section<{ $start: string }>`
  position: fixed;
  bottom: ${theme.space[6]};
  left: ${({ $start }) => $start};
  z-index: ${theme.zIndex.toast};
  width: min(360px, calc(100vw - ${({ $start }) => $start} - ${theme.space[6]}));
  pointer-events: none;
  /* Placed by measuring each spot at once: a transition (even reduced motion's 0.01 ms) would
     report the spot before. */
  transition-property: none;

  &[data-placement='bottom-end'] {
    right: ${theme.space[6]};
    left: auto;
  }

  /* Centred in the content column: between its start and the window's end gutter. */
  &[data-placement='top-center'] {
    top: ${theme.space[4]};
    right: ${theme.space[6]};
    bottom: auto;
    margin-inline: auto;
  }
`;

export const StyledList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledItem = styled.li`
  pointer-events: auto;
  animation: ${slideUp} ${theme.motion.duration.normal} ${theme.motion.easing.standard};
`;

export const StyledToast = styled.div<{ $tone: ToastTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[3]};
  width: 100%;
  max-width: 360px;
  padding: ${theme.space[3]} ${theme.space[4]};
  border: 1px solid ${theme.color.border.subtle};
  border-left: 4px solid ${({ $tone }) => theme.color[$tone].fg};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface.raised};
  box-shadow: ${theme.shadow.md};
  color: ${theme.color.text.primary};
`;

export const StyledTitle = styled.p`
  font-weight: ${theme.font.weight.semibold};
`;

export const StyledMessage = styled.p`
  color: ${theme.color.text.secondary};
`;
