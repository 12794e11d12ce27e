import styled from 'styled-components';
import { theme } from '../tokens';

export const StyledThumbs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledThumb = styled.li`
  position: relative;
  width: 88px;
  height: 88px;
  border: 1px solid ${theme.color.border.subtle};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface.sunken};
  overflow: hidden;

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const StyledMore = styled.li`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 88px;
  height: 88px;
  border: 1px solid ${theme.color.border.subtle};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface.sunken};
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.semibold};
  color: ${theme.color.text.secondary};
`;

export const StyledRemove = styled.button`
  position: absolute;
  top: ${theme.space[1]};
  right: ${theme.space[1]};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: ${theme.radius.full};
  background: ${theme.color.surface.raised};
  box-shadow: ${theme.shadow.sm};
  color: ${theme.color.text.primary};
  cursor: pointer;

  &:hover {
    color: ${theme.color.error.fg};
  }

  &:disabled {
    cursor: not-allowed;
    color: ${theme.color.text.disabled};
  }

  svg {
    width: 14px;
    height: 14px;
  }
`;
