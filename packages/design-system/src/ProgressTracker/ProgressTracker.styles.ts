import styled from 'styled-components';
import { theme } from '../tokens';
import type { StageState } from './model';

const MARKER = 24;

export const StyledList = styled.ol`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledStage = styled.li<{ $state: StageState }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[2]};
  padding: 0 ${theme.space[1]};
  text-align: center;

  &:not(:first-child)::before {
    content: '';
    position: absolute;
    top: ${MARKER / 2 - 2}px;
    right: calc(50% + ${MARKER / 2}px);
    left: calc(-50% + ${MARKER / 2}px);
    height: 4px;
    border-radius: ${theme.radius.full};
    background: ${({ $state }) =>
      $state === 'upcoming' ? theme.color.border.default : theme.color.primary[600]};
  }
`;

export const StyledMarker = styled.span<{ $state: StageState }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${MARKER}px;
  height: ${MARKER}px;
  border: 2px solid
    ${({ $state }) => ($state === 'upcoming' ? theme.color.border.strong : theme.color.primary[600])};
  border-radius: ${theme.radius.full};
  background: ${({ $state }) =>
    $state === 'upcoming' ? theme.color.surface.raised : theme.color.primary[600]};
  color: ${theme.color.text.onPrimary};
  box-shadow: ${({ $state }) =>
    $state === 'current' ? `0 0 0 4px ${theme.color.primary[100]}` : 'none'};
`;

export const StyledLabel = styled.span<{ $state: StageState }>`
  color: ${({ $state }) =>
    $state === 'upcoming' ? theme.color.text.secondary : theme.color.text.primary};
  font-size: ${theme.font.size.sm};
  font-weight: ${({ $state }) =>
    $state === 'current' ? theme.font.weight.semibold : theme.font.weight.regular};
  overflow-wrap: anywhere;
`;
