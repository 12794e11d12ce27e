import { cloneElement, useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, ReactElement, ReactNode } from 'react';
import { usePopover } from '../internal/popover/usePopover';
import { StyledTooltip, StyledTooltipAnchor } from './Tooltip.styles';

/** Side of the child where the tooltip prefers to show; it flips when that side lacks room. */
export type TooltipPlacement = 'top' | 'bottom';

export interface TooltipProps {
  /** What the tooltip says; also the accessible description of the child. */
  content: ReactNode;
  /** One focusable element (a button, a link) that the tooltip describes. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /** Side of the child where the tooltip shows. */
  placement?: TooltipPlacement;
  /** Wait before showing, in milliseconds, so passing the mouse over does not flash it. */
  delayMs?: number;
}

/**
 * A short description shown on hover and on keyboard focus after a delay; Escape, blur or
 * leaving with the mouse hides it. The child is described by it (`aria-describedby`).
 */
export function Tooltip({ content, children, placement = 'top', delayMs = 300 }: TooltipProps) {
  const tooltipId = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hovered = useRef(false);
  const focused = useRef(false);
  const { setAnchor, setPopover, style: popoverStyle } = usePopover({ open, placement, gap: 8 });

  const show = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), delayMs);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };
  const update = () => (hovered.current || focused.current ? show() : hide());

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      // Only the tooltip goes: an enclosing modal stays open.
      event.preventDefault();
      hide();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const describedBy = [children.props['aria-describedby'], tooltipId].filter(Boolean).join(' ');

  return (
    <StyledTooltipAnchor
      ref={setAnchor}
      onMouseEnter={() => {
        hovered.current = true;
        update();
      }}
      onMouseLeave={() => {
        hovered.current = false;
        update();
      }}
      onFocus={(event: FocusEvent) => {
        // Keyboard focus only: focus from a mouse press is already covered by hover.
        focused.current = event.target instanceof Element && event.target.matches(':focus-visible');
        update();
      }}
      onBlur={() => {
        focused.current = false;
        update();
      }}
    >
      {cloneElement(children, { 'aria-describedby': describedBy })}
      <StyledTooltip
        ref={setPopover}
        style={popoverStyle}
        id={tooltipId}
        role="tooltip"
        hidden={!open}
      >
        {content}
      </StyledTooltip>
    </StyledTooltipAnchor>
  );
}
