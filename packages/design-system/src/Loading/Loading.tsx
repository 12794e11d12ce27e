import { useEffect, useState } from 'react';
import { Spinner } from '../internal/Spinner';
import { StyledHiddenLabel, StyledLoading } from './Loading.styles';

/** The spec's loading delay: loads faster than this never show a spinner. */
export const LOADING_DELAY = 500;

export interface LoadingProps {
  /** What screen readers announce once the spinner shows; not drawn. */
  label?: string;
  /** Milliseconds to wait before showing anything, so fast loads never flash. */
  delay?: number;
  /** A small spinner in the line of text instead of a large one centred in its block. */
  inline?: boolean;
}

/** A spinner for content that is on its way, shown only when the wait outlasts `delay`. */
export function Loading({
  label = 'Loading…',
  delay = LOADING_DELAY,
  inline = false,
}: LoadingProps) {
  const [shown, setShown] = useState(delay <= 0);

  useEffect(() => {
    if (delay <= 0) return;
    const timer = setTimeout(() => setShown(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);

  // The status region is there from the start so its later content is announced.
  return (
    <StyledLoading role="status" as={inline ? 'span' : 'div'} $inline={inline}>
      {shown && (
        <>
          <Spinner $size={inline ? 16 : 32} />
          <StyledHiddenLabel>{label}</StyledHiddenLabel>
        </>
      )}
    </StyledLoading>
  );
}
