import styled from 'styled-components';
import { theme } from '../tokens';
import type { StatusTone } from './StatusTag';

const palette = {
  neutral: {
    fg: theme.color.text.secondary,
    bg: theme.color.neutral[100],
    border: theme.color.border.default,
  },
  info: { fg: theme.color.info.fg, bg: theme.color.info.subtle, border: theme.color.info.border },
  success: {
    fg: theme.color.success.fg,
    bg: theme.color.success.subtle,
    border: theme.color.success.border,
  },
  warning: {
    fg: theme.color.warning.fg,
    bg: theme.color.warning.subtle,
    border: theme.color.warning.border,
  },
  danger: {
    fg: theme.color.error.fg,
    bg: theme.color.error.subtle,
    border: theme.color.error.border,
  },
} satisfies Record<StatusTone, { fg: string; bg: string; border: string }>;

export const StyledTag = styled.span<{ $tone: StatusTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  max-width: 100%;
  padding: 0 ${theme.space[2]};
  border: 1px solid ${({ $tone }) => palette[$tone].border};
  border-radius: ${theme.radius.full};
  background: ${({ $tone }) => palette[$tone].bg};
  color: ${({ $tone }) => palette[$tone].fg};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.medium};
  line-height: 20px;
  white-space: nowrap;
  vertical-align: middle;
`;

export const StyledDot = styled.span`
  flex: none;
  width: 6px;
  height: 6px;
  border-radius: ${theme.radius.full};
  background: currentcolor;
`;
