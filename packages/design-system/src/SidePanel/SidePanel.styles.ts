import styled, { keyframes } from 'styled-components';
import { theme } from '../tokens';

// Colour and movement only, never opacity 0: the panel is visible from its first frame.
const dimIn = keyframes`
  from { background-color: transparent; }
`;

const slideIn = keyframes`
  from { transform: translateX(24px); }
  to { transform: none; }
`;

export const StyledBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.modal};
  display: flex;
  justify-content: flex-end;
  background: ${theme.color.surface.backdrop};
  animation: ${dimIn} ${theme.motion.duration.normal} ${theme.motion.easing.standard};
`;

export const StyledPanel = styled.div<{ $width: string }>`
  display: flex;
  flex-direction: column;
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: 100%;
  background: ${theme.color.surface.raised};
  box-shadow: ${theme.shadow.lg};
  animation: ${slideIn} ${theme.motion.duration.normal} ${theme.motion.easing.standard};

  &:focus-visible {
    outline: none;
  }
`;

export const StyledHeader = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[3]};
  padding: ${theme.space[5]} ${theme.space[6]};
  border-bottom: 1px solid ${theme.color.border.subtle};
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
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  margin: -2px -8px 0 0;
  padding: 0;
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.color.text.secondary};
  cursor: pointer;

  &:hover {
    color: ${theme.color.text.primary};
    background: ${theme.color.surface.hover};
  }
`;

export const StyledBody = styled.div`
  flex: 1;
  min-height: 0;
  overflow: auto;
  padding: ${theme.space[5]} ${theme.space[6]};
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
