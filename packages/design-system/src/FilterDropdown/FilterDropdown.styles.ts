import styled from 'styled-components';
import { visibleScrollbar } from '../internal/popover/Popover.styles';
import { theme } from '../tokens';

/** Options shown before the list scrolls (spec: 40 px per option, up to 5). */
export const VISIBLE_OPTIONS = 5;

export const StyledTrigger = styled.button<{ $applied: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: ${theme.layout.controlHeight.md};
  padding: 0 ${theme.space[3]};
  border: 1px solid
    ${({ $applied }) => ($applied ? theme.color.primary[600] : theme.color.border.strong)};
  border-radius: ${theme.radius.md};
  background: ${({ $applied }) =>
    $applied ? theme.color.surface.selected : theme.color.surface.raised};
  color: ${({ $applied }) => ($applied ? theme.color.primary[700] : theme.color.text.primary)};
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.medium};
  white-space: nowrap;
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: ${theme.color.primary[600]};
  }

  &:disabled {
    cursor: not-allowed;
    background: ${theme.color.surface.disabled};
    border-color: ${theme.color.border.default};
    color: ${theme.color.text.disabled};
  }

  & > svg {
    flex: none;
  }
`;

export const StyledAnchor = styled.div`
  display: inline-block;
`;

/** Title and footer keep their size; only the list gives way when the viewport is short. */
export const StyledPanel = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 0;
  min-width: min(240px, var(--popover-max-width, 240px));
  max-width: 320px;
`;

export const StyledTitle = styled.h3`
  flex: none;
  padding: ${theme.space[3]} ${theme.space[4]} 0;
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.semibold};
  color: ${theme.color.text.primary};
`;

export const StyledList = styled.ul`
  ${visibleScrollbar}
  flex: 0 1 auto;
  min-height: 0;
  max-height: calc(${VISIBLE_OPTIONS} * ${theme.layout.controlHeight.md} + 2 * ${theme.space[2]});
  margin: 0;
  padding: ${theme.space[2]} 0;
  list-style: none;
`;

export const StyledChoice = styled.label`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: ${theme.layout.controlHeight.md};
  padding: 0 ${theme.space[4]};
  font-size: ${theme.font.size.md};
  color: ${theme.color.text.primary};
  cursor: pointer;

  &:hover {
    background: ${theme.color.surface.hover};
  }

  & > input {
    flex: none;
    width: 16px;
    height: 16px;
    margin: 0;
    accent-color: ${theme.color.primary[600]};
  }
`;

export const StyledChoiceLabel = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const StyledCount = styled.span`
  flex: none;
  min-width: ${theme.space[6]};
  padding: 0 ${theme.space[2]};
  border-radius: ${theme.radius.full};
  background: ${theme.color.surface.sunken};
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.xs};
  line-height: ${theme.font.lineHeight.normal};
  text-align: center;
`;

export const StyledFooter = styled.div`
  flex: none;
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]} ${theme.space[4]};
  border-top: 1px solid ${theme.color.border.subtle};
`;
