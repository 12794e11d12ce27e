import styled from 'styled-components';
import { theme } from '../tokens';

export const StyledCalendar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  width: max-content;
  padding: ${theme.space[3]};
`;

export const StyledCalendarHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
`;

export const StyledNavButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.layout.controlHeight.sm};
  height: ${theme.layout.controlHeight.sm};
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.color.text.secondary};
  cursor: pointer;

  &:hover {
    background: ${theme.color.surface.hover};
    color: ${theme.color.text.primary};
  }
`;

export const StyledTitleButton = styled.button`
  padding: ${theme.space[1]} ${theme.space[2]};
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.color.text.primary};
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.semibold};
  cursor: pointer;

  &:hover {
    background: ${theme.color.surface.hover};
  }
`;

export const StyledGrid = styled.table`
  border-collapse: separate;
  border-spacing: 0 2px;

  & th {
    width: ${theme.layout.controlHeight.md};
    height: ${theme.layout.controlHeight.sm};
    font-size: ${theme.font.size.xs};
    font-weight: ${theme.font.weight.medium};
    color: ${theme.color.text.secondary};
    text-align: center;
  }
`;

export const StyledDay = styled.td<{
  $outside: boolean;
  $selected: boolean;
  $inRange: boolean;
  $disabled: boolean;
}>`
  width: ${theme.layout.controlHeight.md};
  height: ${theme.layout.controlHeight.sm};
  border-radius: ${({ $inRange, $selected }) => ($inRange && !$selected ? '0' : theme.radius.sm)};
  background: ${({ $selected, $inRange }) =>
    $selected ? theme.color.primary[600] : $inRange ? theme.color.primary[100] : 'transparent'};
  color: ${({ $selected, $outside, $disabled }) =>
    $selected
      ? theme.color.text.onPrimary
      : $disabled
        ? theme.color.text.disabled
        : $outside
          ? theme.color.text.secondary
          : theme.color.text.primary};
  font-size: ${theme.font.size.sm};
  text-align: center;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  text-decoration: ${({ $disabled }) => ($disabled ? 'line-through' : 'none')};

  &:hover {
    background: ${({ $selected, $disabled }) =>
      $selected || $disabled ? undefined : theme.color.surface.hover};
  }

  &:focus-visible {
    outline-offset: -2px;
  }
`;

export const StyledYearGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${theme.space[2]};
  width: calc(7 * ${theme.layout.controlHeight.md});
`;

export const StyledYearButton = styled.button<{ $selected: boolean }>`
  height: ${theme.layout.controlHeight.md};
  border: 0;
  border-radius: ${theme.radius.sm};
  background: ${({ $selected }) => ($selected ? theme.color.primary[600] : 'transparent')};
  color: ${({ $selected }) => ($selected ? theme.color.text.onPrimary : theme.color.text.primary)};
  font-size: ${theme.font.size.md};
  cursor: pointer;

  &:hover {
    background: ${({ $selected }) => ($selected ? theme.color.primary[700] : theme.color.surface.hover)};
  }
`;
