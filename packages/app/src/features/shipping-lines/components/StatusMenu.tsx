import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, ConfirmModal, theme } from '@jiyun/design-system';
import {
  statusActions,
  type ShippingLineStatus,
  type ShippingLineStatusAction,
} from '@jiyun/domain';

const StyledWrap = styled.div`
  position: relative;
`;

const StyledMenu = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + ${theme.space[1]});
  z-index: ${theme.zIndex.popover};
  min-width: 160px;
  margin: 0;
  padding: ${theme.space[1]} 0;
  list-style: none;
  border: 1px solid ${theme.color.border.subtle};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface.raised};
  box-shadow: ${theme.shadow.md};
`;

const StyledItem = styled.button<{ $danger: boolean }>`
  display: block;
  width: 100%;
  padding: ${theme.space[2]} ${theme.space[4]};
  border: 0;
  background: none;
  color: ${({ $danger }) => ($danger ? theme.color.error.fg : theme.color.text.primary)};
  font: inherit;
  text-align: left;
  white-space: nowrap;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: ${theme.color.surface.hover};
    outline: none;
  }
`;

/**
 * The status-settings menu of a line (spec 4): what `statusActions` offers for its status, each
 * asked once more in a confirmation.
 */
export function StatusMenu({
  status,
  onConfirm,
  confirming,
}: {
  status: ShippingLineStatus;
  onConfirm: (action: ShippingLineStatusAction) => void;
  confirming: boolean;
}) {
  const { t } = useTranslation('shippingLines');
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState<ShippingLineStatusAction | null>(null);
  const menuId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const actions = statusActions(status);

  useEffect(() => {
    if (!open) return;
    wrapRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const close = (event: MouseEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  if (actions.length === 0) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = [...(wrapRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const current = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(current + step + items.length) % items.length]?.focus();
    }
  };

  return (
    <StyledWrap ref={wrapRef}>
      <Button
        ref={buttonRef}
        variant="secondary"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        {t('statusMenu.button')}
      </Button>
      {open && (
        <StyledMenu
          id={menuId}
          role="menu"
          aria-label={t('statusMenu.button')}
          onKeyDown={onKeyDown}
        >
          {actions.map((action) => (
            <li key={action} role="none">
              <StyledItem
                type="button"
                role="menuitem"
                $danger={action === 'delete'}
                onClick={() => {
                  setOpen(false);
                  setAsked(action);
                }}
              >
                {t(`statusMenu.${action}`)}
              </StyledItem>
            </li>
          ))}
        </StyledMenu>
      )}
      <ConfirmModal
        open={asked !== null}
        title={asked ? t(`statusMenu.confirm.${asked}.title`) : ''}
        message={asked ? t(`statusMenu.confirm.${asked}.message`) : ''}
        confirmLabel={asked ? t(`statusMenu.confirm.${asked}.confirm`) : undefined}
        backLabel={t('actions.back')}
        closeLabel={t('actions.close')}
        tone={asked === 'delete' ? 'danger' : 'default'}
        confirming={confirming}
        onBack={() => setAsked(null)}
        onConfirm={() => {
          if (asked) onConfirm(asked);
          setAsked(null);
        }}
      />
    </StyledWrap>
  );
}
