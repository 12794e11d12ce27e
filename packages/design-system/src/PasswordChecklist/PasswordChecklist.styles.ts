import styled from 'styled-components';
import { theme } from '../tokens';

export const StyledChecklist = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  min-width: 0;
`;

export const StyledTitle = styled.p`
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  color: ${theme.color.text.primary};
`;

export const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledItem = styled.li<{ $met: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[2]};
  font-size: ${theme.font.size.sm};
  line-height: ${theme.font.lineHeight.normal};
  color: ${({ $met }) => ($met ? theme.color.success.fg : theme.color.text.secondary)};
`;

export const StyledMark = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 16px;
  height: 1lh;
`;

export const StyledUnmetDot = styled.span`
  width: 8px;
  height: 8px;
  border: 1.5px solid currentColor;
  border-radius: ${theme.radius.full};
`;

export const StyledVisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;
