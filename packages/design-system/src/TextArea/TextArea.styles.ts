import styled from 'styled-components';
import { theme } from '../tokens';

const verticalPadding = theme.space[2];

export const StyledTextArea = styled.textarea<{
  $invalid: boolean;
  $minRows: number;
  $maxRows: number;
}>`
  display: block;
  width: 100%;
  padding: ${verticalPadding} ${theme.space[3]};
  border: 1px solid
    ${({ $invalid }) => ($invalid ? theme.color.error.fg : theme.color.border.strong)};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface.raised};
  font: inherit;
  font-size: ${theme.font.size.md};
  line-height: ${theme.font.lineHeight.normal};
  color: ${theme.color.text.primary};
  resize: vertical;
  field-sizing: content;
  min-height: calc(${({ $minRows }) => $minRows} * 1lh + 2 * ${verticalPadding} + 2px);
  max-height: calc(${({ $maxRows }) => $maxRows} * 1lh + 2 * ${verticalPadding} + 2px);
  transition: border-color ${theme.motion.duration.fast} ${theme.motion.easing.standard};

  &::placeholder {
    color: ${theme.color.text.placeholder};
  }

  &:hover:not(:disabled) {
    border-color: ${({ $invalid }) => ($invalid ? theme.color.error.fg : theme.color.neutral[600])};
  }

  &:focus,
  &:focus-visible {
    outline: none;
    border-color: ${({ $invalid }) => ($invalid ? theme.color.error.fg : theme.color.border.focus)};
    box-shadow: 0 0 0 1px
      ${({ $invalid }) => ($invalid ? theme.color.error.fg : theme.color.border.focus)};
  }

  &:disabled {
    cursor: not-allowed;
    background: ${theme.color.surface.disabled};
    color: ${theme.color.text.disabled};
  }
`;

export const StyledCounter = styled.p<{ $full: boolean }>`
  align-self: flex-end;
  font-size: ${theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  color: ${({ $full }) => ($full ? theme.color.warning.fg : theme.color.text.secondary)};
`;

export const StyledVisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;
