import styled from 'styled-components';
import { theme } from '../tokens';

export const StyledSelectWrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  color: ${theme.color.text.secondary};

  & > svg {
    position: absolute;
    inset-inline-end: ${theme.space[3]};
    pointer-events: none;
  }
`;

export const StyledSelect = styled.select<{ $invalid: boolean; $placeholder: boolean }>`
  appearance: none;
  width: 100%;
  min-height: ${theme.layout.controlHeight.md};
  padding: 0 ${theme.space[10]} 0 ${theme.space[3]};
  border: 1px solid
    ${({ $invalid }) => ($invalid ? theme.color.error.fg : theme.color.border.strong)};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface.raised};
  color: ${({ $placeholder }) =>
    $placeholder ? theme.color.text.placeholder : theme.color.text.primary};
  font-size: ${theme.font.size.md};
  cursor: pointer;
  transition: border-color ${theme.motion.duration.fast} ${theme.motion.easing.standard};

  &:hover:not(:disabled) {
    border-color: ${({ $invalid }) => ($invalid ? theme.color.error.fg : theme.color.neutral[600])};
  }

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

  & option {
    color: ${theme.color.text.primary};
  }
`;
