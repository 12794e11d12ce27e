import styled from 'styled-components';
import { theme } from '../tokens';
import type { StepState } from './model';

export const StyledList = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]} 0;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledStep = styled.li<{ $state: StepState }>`
  display: flex;
  flex: 1 1 160px;
  align-items: flex-start;
  gap: ${theme.space[2]};
  min-width: 0;
  padding-right: ${theme.space[4]};

  &:not(:last-child)::after {
    content: '';
    flex: 1 1 ${theme.space[6]};
    min-width: ${theme.space[4]};
    height: 2px;
    margin-top: 13px;
    border-radius: ${theme.radius.full};
    background: ${({ $state }) =>
      $state === 'completed' ? theme.color.primary[600] : theme.color.border.default};
  }
`;

const markerColors = {
  completed: {
    bg: theme.color.primary[600],
    fg: theme.color.text.onPrimary,
    border: theme.color.primary[600],
  },
  current: {
    bg: theme.color.surface.raised,
    fg: theme.color.primary[600],
    border: theme.color.primary[600],
  },
  upcoming: {
    bg: theme.color.surface.raised,
    fg: theme.color.text.secondary,
    border: theme.color.border.strong,
  },
} satisfies Record<StepState, { bg: string; fg: string; border: string }>;

export const StyledMarker = styled.span<{ $state: StepState }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border: 2px solid ${({ $state }) => markerColors[$state].border};
  border-radius: ${theme.radius.full};
  background: ${({ $state }) => markerColors[$state].bg};
  color: ${({ $state }) => markerColors[$state].fg};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
  line-height: 1;
`;

export const StyledText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  padding-top: ${theme.space[1]};
`;

export const StyledLabel = styled.span<{ $state: StepState }>`
  color: ${({ $state }) =>
    $state === 'upcoming' ? theme.color.text.secondary : theme.color.text.primary};
  font-weight: ${({ $state }) =>
    $state === 'current' ? theme.font.weight.semibold : theme.font.weight.medium};
  line-height: ${theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

export const StyledDescription = styled.span`
  margin-top: ${theme.space[1]};
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.xs};
  overflow-wrap: anywhere;
`;
