import styled from 'styled-components';
import { theme } from '../tokens';

export const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-width: 0;
`;

export const StyledLabel = styled.label`
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.medium};
  color: ${theme.color.text.primary};
`;

export const StyledRequiredMark = styled.span`
  margin-inline-start: ${theme.space[1]};
  color: ${theme.color.error.fg};
`;

export const StyledControl = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  display: flex;
  align-items: center;
  min-height: ${theme.layout.controlHeight.md};
  border: 1px solid
    ${({ $invalid }) => ($invalid ? theme.color.error.fg : theme.color.border.strong)};
  border-radius: ${theme.radius.md};
  background: ${({ $disabled }) =>
    $disabled ? theme.color.surface.disabled : theme.color.surface.raised};
  transition: border-color ${theme.motion.duration.fast} ${theme.motion.easing.standard};

  &:hover {
    border-color: ${({ $invalid, $disabled }) =>
      $invalid
        ? theme.color.error.fg
        : $disabled
          ? theme.color.border.strong
          : theme.color.neutral[600]};
  }

  /* Shown, not edited (a value another record sets): sunken like a read-only summary. */
  &:has(input[readonly]:not(:disabled)) {
    background: ${theme.color.surface.sunken};
  }

  &:has(input:focus) {
    border-color: ${({ $invalid }) => ($invalid ? theme.color.error.fg : theme.color.border.focus)};
    box-shadow: 0 0 0 1px
      ${({ $invalid }) => ($invalid ? theme.color.error.fg : theme.color.border.focus)};
  }
`;

export const StyledInput = styled.input`
  flex: 1;
  min-width: 0;
  align-self: stretch;
  padding: 0 ${theme.space[3]};
  border: 0;
  border-radius: inherit;
  background: transparent;
  font-size: ${theme.font.size.md};
  color: ${theme.color.text.primary};

  &::placeholder {
    color: ${theme.color.text.placeholder};
  }

  &:focus,
  &:focus-visible {
    outline: none;
  }

  &:disabled {
    cursor: not-allowed;
    color: ${theme.color.text.disabled};
  }
`;

export const StyledAdornment = styled.span`
  display: inline-flex;
  align-items: center;
  flex: none;
  color: ${theme.color.text.secondary};

  &:first-child {
    padding-inline-start: ${theme.space[3]};
  }

  &:last-child {
    padding-inline-end: ${theme.space[1]};
  }
`;

export const StyledHint = styled.p`
  font-size: ${theme.font.size.sm};
  color: ${theme.color.text.secondary};
`;

export const StyledError = styled.p`
  font-size: ${theme.font.size.sm};
  color: ${theme.color.error.fg};
`;
