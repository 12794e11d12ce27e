import styled from 'styled-components';
import { theme } from '../tokens';

export const StyledList = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${theme.font.size.md};
  line-height: ${theme.font.lineHeight.normal};
`;

export const StyledItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  min-width: 0;
`;

const truncate = `
  display: inline-block;
  max-width: 240px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  vertical-align: bottom;
`;

export const StyledLink = styled.a`
  ${truncate}
  border-radius: ${theme.radius.sm};
  color: ${theme.color.text.link};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

export const StyledText = styled.span<{ $current: boolean }>`
  ${truncate}
  color: ${({ $current }) => ($current ? theme.color.text.primary : theme.color.text.secondary)};
  font-weight: ${({ $current }) =>
    $current ? theme.font.weight.medium : theme.font.weight.regular};
`;

export const StyledSeparator = styled.span`
  display: inline-flex;
  color: ${theme.color.text.secondary};
`;
