import styled from 'styled-components';
import { theme } from '../../tokens';

export const StyledDropZone = styled.div<{ $dragging: boolean; $disabled: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]} ${theme.space[3]};
  padding: ${theme.space[4]};
  border: 1px dashed
    ${({ $dragging }) => ($dragging ? theme.color.border.focus : theme.color.border.default)};
  border-radius: ${theme.radius.md};
  background: ${({ $dragging, $disabled }) =>
    $disabled
      ? theme.color.surface.disabled
      : $dragging
        ? theme.color.surface.selected
        : theme.color.surface.raised};
  transition:
    border-color ${theme.motion.duration.fast} ${theme.motion.easing.standard},
    background-color ${theme.motion.duration.fast} ${theme.motion.easing.standard};
`;

export const StyledHint = styled.span`
  font-size: ${theme.font.size.sm};
  line-height: ${theme.font.lineHeight.normal};
  color: ${theme.color.text.secondary};
  overflow-wrap: anywhere;
`;

export const StyledProblems = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};

  &:empty {
    display: none;
  }
`;

export const StyledProblem = styled.p`
  margin: 0;
  font-size: ${theme.font.size.sm};
  line-height: ${theme.font.lineHeight.normal};
  color: ${theme.color.error.fg};
  overflow-wrap: anywhere;
`;
