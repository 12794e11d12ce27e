import styled from 'styled-components';
import { quietIconButton } from '../internal/IconButton.styles';
import { theme } from '../tokens';

export const StyledSearchBar = styled.div<{ $disabled: boolean }>`
  display: flex;
  align-items: center;
  min-width: 0;
  min-height: ${theme.layout.controlHeight.md};
  border: 1px solid ${theme.color.border.strong};
  border-radius: ${theme.radius.md};
  background: ${({ $disabled }) =>
    $disabled ? theme.color.surface.disabled : theme.color.surface.raised};
  transition: border-color ${theme.motion.duration.fast} ${theme.motion.easing.standard};

  &:hover {
    border-color: ${({ $disabled }) =>
      $disabled ? theme.color.border.strong : theme.color.neutral[600]};
  }

  &:has(input:focus) {
    border-color: ${theme.color.border.focus};
    box-shadow: 0 0 0 1px ${theme.color.border.focus};
  }
`;

export const StyledFieldSelect = styled.select`
  align-self: stretch;
  flex: none;
  max-width: 45%;
  padding: 0 ${theme.space[2]} 0 ${theme.space[3]};
  border: 0;
  border-inline-end: 1px solid ${theme.color.border.default};
  border-radius: ${theme.radius.md} 0 0 ${theme.radius.md};
  background: transparent;
  color: ${theme.color.text.primary};
  font-size: ${theme.font.size.md};
  cursor: pointer;

  &:focus-visible {
    outline-offset: -2px;
  }

  &:disabled {
    cursor: not-allowed;
    color: ${theme.color.text.disabled};
  }
`;

export const StyledSearchIcon = styled.span`
  display: inline-flex;
  flex: none;
  padding-inline-start: ${theme.space[3]};
  color: ${theme.color.text.secondary};
`;

export const StyledSearchInput = styled.input`
  flex: 1;
  min-width: 0;
  align-self: stretch;
  padding: 0 ${theme.space[2]};
  border: 0;
  background: transparent;
  font-size: ${theme.font.size.md};
  color: ${theme.color.text.primary};

  &::placeholder {
    color: ${theme.color.text.placeholder};
  }

  &::-webkit-search-cancel-button {
    appearance: none;
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

export const StyledClearButton = styled.button`
  ${quietIconButton}
  flex: none;
  width: ${theme.layout.controlHeight.sm};
  height: ${theme.layout.controlHeight.sm};
  margin-inline-end: ${theme.space[1]};

  &:hover {
    background: ${theme.color.surface.hover};
    color: ${theme.color.text.primary};
  }
`;
