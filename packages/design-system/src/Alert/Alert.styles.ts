import styled from 'styled-components';
import { theme } from '../tokens';

export type AlertTone = 'error' | 'warning' | 'success' | 'info';

export const StyledAlert = styled.div<{ $tone: AlertTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[3]};
  padding: ${theme.space[3]} ${theme.space[4]};
  border: 1px solid ${({ $tone }) => theme.color[$tone].border};
  border-radius: ${theme.radius.md};
  background: ${({ $tone }) => theme.color[$tone].subtle};
  color: ${theme.color.text.primary};
`;

export const StyledIcon = styled.span<{ $tone: AlertTone }>`
  display: inline-flex;
  flex: none;
  padding-top: 1px;
  color: ${({ $tone }) => theme.color[$tone].fg};
`;

export const StyledBody = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const StyledTitle = styled.p<{ $tone: AlertTone }>`
  font-weight: ${theme.font.weight.semibold};
  color: ${({ $tone }) => theme.color[$tone].fg};
`;

export const StyledDismiss = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  margin: -4px -8px -4px 0;
  padding: 0;
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.color.text.secondary};
  cursor: pointer;

  &:hover {
    color: ${theme.color.text.primary};
    background: ${theme.color.surface.hover};
  }
`;
