import styled from 'styled-components';
import { theme } from '../tokens';

export const StyledToggleField = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  column-gap: ${theme.space[4]};
  row-gap: ${theme.space[1]};
  align-items: center;
  min-width: 0;
`;

export const StyledToggleLabel = styled.label<{ $disabled: boolean }>`
  color: ${({ $disabled }) => ($disabled ? theme.color.text.disabled : theme.color.text.primary)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;

export const StyledDescription = styled.p`
  grid-column: 1;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.text.secondary};
`;

const trackWidth = '36px';
const trackHeight = '20px';
const thumbSize = '16px';

export const StyledSwitch = styled.button<{ $checked: boolean }>`
  position: relative;
  grid-column: 2;
  grid-row: 1;
  flex: none;
  width: ${trackWidth};
  height: ${trackHeight};
  padding: 0;
  border: 1px solid
    ${({ $checked }) => ($checked ? theme.color.primary[600] : theme.color.border.strong)};
  border-radius: ${theme.radius.full};
  background: ${({ $checked }) => ($checked ? theme.color.primary[600] : theme.color.neutral[300])};
  cursor: pointer;
  transition: background ${theme.motion.duration.fast} ${theme.motion.easing.standard};

  &::after {
    content: '';
    position: absolute;
    top: 1px;
    left: 1px;
    width: ${thumbSize};
    height: ${thumbSize};
    border-radius: ${theme.radius.full};
    background: ${theme.color.surface.raised};
    box-shadow: ${theme.shadow.sm};
    transform: translateX(${({ $checked }) => ($checked ? thumbSize : '0')});
    transition: transform ${theme.motion.duration.fast} ${theme.motion.easing.standard};
  }

  &:disabled {
    cursor: not-allowed;
    border-color: ${theme.color.border.default};
    background: ${({ $checked }) => ($checked ? theme.color.primary[300] : theme.color.surface.disabled)};
  }
`;
