import styled, { css } from 'styled-components';
import { theme } from '../tokens';

export type ButtonVariant = 'primary' | 'secondary' | 'text' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants = {
  primary: css`
    color: ${theme.color.text.onPrimary};
    background: ${theme.color.primary[600]};
    border-color: ${theme.color.primary[600]};

    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${theme.color.primary[700]};
      border-color: ${theme.color.primary[700]};
    }

    &:active:not(:disabled) {
      background: ${theme.color.primary[800]};
    }
  `,
  secondary: css`
    color: ${theme.color.primary[700]};
    background: ${theme.color.surface.raised};
    border-color: ${theme.color.border.strong};

    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${theme.color.primary[50]};
      border-color: ${theme.color.primary[600]};
    }
  `,
  text: css`
    color: ${theme.color.text.link};
    background: transparent;
    border-color: transparent;

    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${theme.color.primary[50]};
    }
  `,
  danger: css`
    color: ${theme.color.text.onPrimary};
    background: ${theme.color.error.fg};
    border-color: ${theme.color.error.fg};

    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${theme.color.error.hover};
      border-color: ${theme.color.error.hover};
    }
  `,
} satisfies Record<ButtonVariant, ReturnType<typeof css>>;

const sizes = {
  sm: css`
    min-height: ${theme.layout.controlHeight.sm};
    padding: 0 ${theme.space[3]};
    font-size: ${theme.font.size.sm};
  `,
  md: css`
    min-height: ${theme.layout.controlHeight.md};
    padding: 0 ${theme.space[4]};
    font-size: ${theme.font.size.md};
  `,
  lg: css`
    min-height: ${theme.layout.controlHeight.lg};
    padding: 0 ${theme.space[6]};
    font-size: ${theme.font.size.lg};
  `,
} satisfies Record<ButtonSize, ReturnType<typeof css>>;

export const StyledButton = styled.button<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}>`
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
  border: 1px solid transparent;
  border-radius: ${theme.radius.md};
  font-weight: ${theme.font.weight.medium};
  line-height: ${theme.font.lineHeight.tight};
  text-align: center;
  cursor: pointer;
  transition:
    background-color ${theme.motion.duration.fast} ${theme.motion.easing.standard},
    border-color ${theme.motion.duration.fast} ${theme.motion.easing.standard};
  ${({ $variant }) => variants[$variant]}
  ${({ $size }) => sizes[$size]}

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    color: ${theme.color.text.disabled};
    background: ${theme.color.surface.disabled};
    border-color: ${theme.color.border.subtle};
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

export const StyledIcon = styled.span`
  display: inline-flex;
  flex: none;
`;

export const StyledLabel = styled.span`
  overflow-wrap: anywhere;
  padding: ${theme.space[1]} 0;
`;
