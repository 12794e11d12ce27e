import { useEffect, useEffectEvent, useId, useRef } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../icons';
import type { ModalCloseReason } from '../Modal';
import { tabbableElements, trappedTabTarget } from '../Modal/model';
import { useIsScrollable } from '../Modal/useIsScrollable';
import { useScrollLock } from '../Modal/useScrollLock';
import { theme } from '../tokens';
import {
  StyledBackdrop,
  StyledBody,
  StyledClose,
  StyledFooter,
  StyledHeader,
  StyledPanel,
  StyledTitle,
} from './SidePanel.styles';

export interface SidePanelProps {
  /** Whether the panel is shown. */
  open: boolean;
  /** Called when the user asks to close, with how they asked (Escape, backdrop, close icon). */
  onClose: (reason: ModalCloseReason) => void;
  /** Heading of the panel, also its accessible name. */
  title: string;
  /** Content of the panel; it scrolls when taller than the screen. */
  children?: ReactNode;
  /** Actions along the bottom edge, usually buttons. */
  footer?: ReactNode;
  /** Width of the panel as a CSS length; at most the width of the screen. */
  width?: string;
  /** Accessible name of the close icon button. */
  closeLabel?: string;
}

/**
 * A dialog that slides in from the right edge for details and edits beside a list: focus moves
 * inside and is trapped there, the page stops scrolling, and focus returns to the opener.
 */
export function SidePanel({
  open,
  onClose,
  title,
  children,
  footer,
  width = theme.layout.sidePanelWidth,
  closeLabel = 'Close',
}: SidePanelProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);

  useScrollLock(open);
  const bodyScrollable = useIsScrollable(bodyRef, open);
  const onEscape = useEffectEvent(() => onClose('escape'));

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    if (panel) {
      const tabbables = tabbableElements(panel);
      // The close icon is the last resort: landing on it invites closing by accident.
      const first = tabbables.find((el) => el !== closeRef.current) ?? tabbables[0] ?? panel;
      first.focus();
    }
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        onEscape();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const tabbables = tabbableElements(panelRef.current);
    const current = tabbables.indexOf(document.activeElement as HTMLElement);
    const target = trappedTabTarget(tabbables.length, current, event.shiftKey);
    if (tabbables.length === 0) event.preventDefault();
    if (target !== null) {
      event.preventDefault();
      tabbables[target]?.focus();
    }
  };

  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };

  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (pressStartedOnBackdrop.current && event.target === event.currentTarget) {
      onClose('backdrop');
    }
    pressStartedOnBackdrop.current = false;
  };

  return createPortal(
    // The backdrop is a mouse convenience; keyboard users close with Escape or the close button.
    <StyledBackdrop onMouseDown={onBackdropMouseDown} onClick={onBackdropClick}>
      <StyledPanel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $width={width}
        onKeyDown={trapTab}
      >
        <StyledHeader>
          <StyledTitle id={titleId}>{title}</StyledTitle>
          <StyledClose
            ref={closeRef}
            type="button"
            aria-label={closeLabel}
            onClick={() => onClose('close-button')}
          >
            <CloseIcon />
          </StyledClose>
        </StyledHeader>
        <StyledBody ref={bodyRef} tabIndex={bodyScrollable ? 0 : undefined}>
          {children}
        </StyledBody>
        {footer && <StyledFooter>{footer}</StyledFooter>}
      </StyledPanel>
    </StyledBackdrop>,
    document.body,
  );
}
