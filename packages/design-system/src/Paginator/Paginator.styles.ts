import styled from 'styled-components';
import { theme } from '../tokens';

export const StyledNav = styled.nav`
  display: flex;
`;

export const StyledList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const buttonBase = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  height: ${theme.layout.controlHeight.sm};
  border: 1px solid transparent;
  border-radius: ${theme.radius.md};
  background: transparent;
  color: ${theme.color.text.primary};
  font-size: ${theme.font.size.md};
  line-height: 1;
  cursor: pointer;
`;

export const StyledPageButton = styled.button`
  ${buttonBase}
  min-width: ${theme.layout.controlHeight.sm};
  padding: 0 ${theme.space[2]};
  font-variant-numeric: tabular-nums;

  &:hover {
    background: ${theme.color.surface.hover};
  }

  &[aria-current='page'] {
    border-color: ${theme.color.primary[600]};
    background: ${theme.color.primary[600]};
    color: ${theme.color.text.onPrimary};
    font-weight: ${theme.font.weight.semibold};
    cursor: default;
  }
`;

export const StyledStepButton = styled.button`
  ${buttonBase}
  gap: ${theme.space[1]};
  padding: 0 ${theme.space[2]};
  color: ${theme.color.text.link};

  &:hover:not(:disabled) {
    background: ${theme.color.primary[50]};
  }

  &:disabled {
    color: ${theme.color.text.disabled};
    cursor: not-allowed;
  }
`;

export const StyledEllipsis = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${theme.layout.controlHeight.sm};
  height: ${theme.layout.controlHeight.sm};
  color: ${theme.color.text.secondary};
`;
