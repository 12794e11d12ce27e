import styled from 'styled-components';
import type { NoticeTone } from '../internal/notice';
import { theme } from '../tokens';

export type AlertTone = NoticeTone;

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

export const StyledTitle = styled.p<{ $tone: AlertTone }>`
  font-weight: ${theme.font.weight.semibold};
  color: ${({ $tone }) => theme.color[$tone].fg};
`;
