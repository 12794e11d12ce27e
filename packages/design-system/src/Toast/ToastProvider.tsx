import {
  createContext,
  use,
  useCallback,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { FocusEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import {
  addToast,
  dismissToast,
  expireToasts,
  holdToast,
  MAX_POINTER_HOLD,
  MAX_TOASTS,
  nextExpiry,
} from './model';
import type { QueuedToast, ToastHold, ToastTone } from './model';
import { theme } from '../tokens';
import { Toast } from './Toast';
import { StyledItem, StyledList, StyledRegion } from './Toast.styles';
import { useToastPlacement } from './use-toast-placement';

export interface ToastOptions {
  /** Meaning and colour; `error` is announced at once. */
  tone: ToastTone;
  /** What happened. */
  message: string;
  /** Short bold summary above the message. */
  title?: string;
  /** Milliseconds before it leaves on its own (default 4000); 0 keeps it until dismissed. */
  duration?: number;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  /** Removes a toast before its time is up. */
  dismiss: (id: string) => void;
}

export interface ToastProviderProps {
  /** The app; anything inside can call `useToast()`. */
  children?: ReactNode;
  /** Accessible name of the region holding the toasts. */
  label?: string;
  /** Accessible name of each toast's dismiss button. */
  dismissLabel?: string;
  /** How many toasts are stacked at most; the oldest leave first. */
  max?: number;
  /**
   * Milliseconds a pointer resting on a toast may extend its life, in all (default 5000): after
   * that its clock runs on under the pointer, so a forgotten mouse never keeps it.
   */
  maxPointerHold?: number;
  /**
   * Where the content column starts, from the window's left edge (CSS length, default the 24 px
   * space token). An app with a side navigation passes the navigation's width plus its gutter,
   * so toasts sit over the page and never on the navigation.
   */
  offsetStart?: string;
}

const DEFAULT_OFFSET_START = theme.space[6];

const ToastContext = createContext<ToastApi | null>(null);

/** `toast.show({ tone, message })` from anywhere inside a `ToastProvider`. */
export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}

/**
 * Holds the toast queue and shows it stacked where it covers none of the page's controls: the
 * bottom left of the content column (`offsetStart`), else the bottom right, else the top centre.
 * Toasts leave after their duration; a pointer resting on one extends it by at most
 * `maxPointerHold`, focus inside one keeps it until the focus leaves.
 */
export function ToastProvider({
  children,
  label = 'Notifications',
  dismissLabel = 'Dismiss',
  max = MAX_TOASTS,
  maxPointerHold = MAX_POINTER_HOLD,
  offsetStart = DEFAULT_OFFSET_START,
}: ToastProviderProps) {
  const [queue, setQueue] = useState<QueuedToast[]>([]);
  const lastId = useRef(0);
  const regionRef = useRef<HTMLElement>(null);
  useToastPlacement(regionRef, queue);

  const show = useCallback(
    (options: ToastOptions) => {
      lastId.current += 1;
      const id = `toast-${lastId.current}`;
      setQueue((q) => addToast(q, { ...options, id }, Date.now(), max, maxPointerHold));
      return id;
    },
    [max, maxPointerHold],
  );
  const dismiss = useCallback((id: string) => setQueue((q) => dismissToast(q, id)), []);
  const setHold = useCallback((id: string, hold: ToastHold | null) => {
    setQueue((q) => holdToast(q, id, hold, Date.now()));
  }, []);

  useEffect(() => {
    const at = nextExpiry(queue);
    if (at === null) return;
    const timer = setTimeout(
      () => setQueue((q) => expireToasts(q, Date.now())),
      Math.max(0, at - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [queue]);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext value={api}>
      {children}
      {createPortal(
        <StyledRegion ref={regionRef} aria-label={label} $start={offsetStart}>
          <StyledList>
            {queue.map((t) => (
              <QueuedToastItem
                key={t.id}
                toast={t}
                dismissLabel={dismissLabel}
                onDismiss={() => dismiss(t.id)}
                onHoldChange={(hold) => setHold(t.id, hold)}
              />
            ))}
          </StyledList>
        </StyledRegion>,
        document.body,
      )}
    </ToastContext>
  );
}

interface QueuedToastItemProps {
  toast: QueuedToast;
  dismissLabel: string;
  onDismiss: () => void;
  onHoldChange: (hold: ToastHold | null) => void;
}

function QueuedToastItem({ toast, dismissLabel, onDismiss, onHoldChange }: QueuedToastItemProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Focus wins: a keyboard user inside the toast keeps it; a pointer only delays it.
  const hold: ToastHold | null = focused ? 'focus' : hovered ? 'pointer' : null;
  const report = useEffectEvent(onHoldChange);
  const reported = useRef<ToastHold | null>(null);

  useEffect(() => {
    if (hold === reported.current) return;
    reported.current = hold;
    report(hold);
  }, [hold]);

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <StyledItem
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <Toast
        tone={toast.tone}
        title={toast.title}
        message={toast.message}
        onDismiss={onDismiss}
        dismissLabel={dismissLabel}
      />
    </StyledItem>
  );
}
