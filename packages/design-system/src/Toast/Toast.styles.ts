import styled, { keyframes } from 'styled-components';
import { theme } from '../tokens';
import type { ToastTone } from './model';

// Movement only, never opacity 0: the toast is readable from its first frame.
const slideDown = keyframes`
  from { transform: translateY(-8px); }
  to { transform: none; }
`;

/*
 * Top centre of the window: pages keep their actions at the right (title-row buttons at the top,
 * form and dialog buttons at the bottom), so the middle of the top edge is the one place a toast
 * never lands on one (issue 11: at the bottom right it covered "Submit and scan").
 */
export const StyledRegion = styled.section`
  position: fixed;
  top: ${theme.space[4]};
  left: 50%;
  z-index: ${theme.zIndex.toast};
  width: min(360px, calc(100vw - 2 * ${theme.space[4]}));
  transform: translateX(-50%);
  pointer-events: none;
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
  animation: ${slideDown} ${theme.motion.duration.normal} ${theme.motion.easing.standard};
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
