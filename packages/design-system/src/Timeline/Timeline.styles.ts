import styled from 'styled-components';
import { theme } from '../tokens';

export type TimelineTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

const markerColor = {
  neutral: theme.color.neutral[500],
  info: theme.color.info.fg,
  success: theme.color.success.fg,
  warning: theme.color.warning.fg,
  danger: theme.color.error.fg,
} satisfies Record<TimelineTone, string>;

const MARKER = 12;

export const StyledList = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledItem = styled.li`
  position: relative;
  display: flex;
  gap: ${theme.space[3]};
  padding-bottom: ${theme.space[5]};

  &:last-child {
    padding-bottom: 0;
  }

  &:not(:last-child)::before {
    content: '';
    position: absolute;
    top: ${MARKER + 10}px;
    bottom: 2px;
    left: ${MARKER / 2 - 1}px;
    width: 2px;
    border-radius: ${theme.radius.full};
    background: ${theme.color.border.default};
  }
`;

export const StyledMarker = styled.span<{ $tone: TimelineTone }>`
  flex: none;
  width: ${MARKER}px;
  height: ${MARKER}px;
  margin-top: 5px;
  border: 2px solid ${({ $tone }) => markerColor[$tone]};
  border-radius: ${theme.radius.full};
  background: ${theme.color.surface.raised};
`;

export const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-width: 0;
`;

export const StyledTitle = styled.span`
  color: ${theme.color.text.primary};
  font-weight: ${theme.font.weight.medium};
  overflow-wrap: anywhere;
`;

export const StyledTime = styled.span`
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.xs};
  font-variant-numeric: tabular-nums;
`;

export const StyledDescription = styled.div`
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
  overflow-wrap: anywhere;
`;

export const StyledEmpty = styled.p`
  color: ${theme.color.text.secondary};
`;
