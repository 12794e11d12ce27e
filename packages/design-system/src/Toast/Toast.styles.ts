import styled, { keyframes } from 'styled-components';
import { theme } from '../tokens';
import type { ToastTone } from './model';

// Movement only, never opacity 0: the toast is readable from its first frame.
const slideUp = keyframes`
  from { transform: translateY(8px); }
  to { transform: none; }
`;

/*
 * Bottom left (of the content column, when the app says where that starts): pages keep their
 * actions at the right (title-row buttons, form, dialog and table-footer buttons), so that corner
 * never holds one. Issue 11: at the bottom right the toast covered "Submit and scan".
 */
export const StyledRegion = styled.section<{ $start: string }>`
  position: fixed;
  bottom: ${theme.space[6]};
  inset-inline-start: ${({ $start }) => $start};
  z-index: ${theme.zIndex.toast};
  width: min(360px, calc(100vw - ${({ $start }) => $start} - ${theme.space[6]}));
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
