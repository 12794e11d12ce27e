import styled from 'styled-components';
import { quietIconButton } from '../IconButton.styles';
import { theme } from '../../tokens';
import type { NoticeTone } from './NoticeParts';

export const StyledNoticeIcon = styled.span<{ $tone: NoticeTone }>`
  display: inline-flex;
  flex: none;
  padding-top: 1px;
  color: ${({ $tone }) => theme.color[$tone].fg};
`;

export const StyledNoticeBody = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const StyledNoticeDismiss = styled.button`
  ${quietIconButton}
  flex: none;
  width: 28px;
  height: 28px;
  margin: -4px -8px -4px 0;
  padding: 0;

  &:hover {
    color: ${theme.color.text.primary};
    background: ${theme.color.surface.hover};
  }
`;
