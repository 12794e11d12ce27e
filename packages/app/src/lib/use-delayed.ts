import { useEffect, useState } from 'react';
import { LOADING_DELAY } from '@jiyun/design-system';

/** True once `active` has stayed true for `delay` ms: fast loads never flash a loading state. */
export function useDelayed(active: boolean, delay: number = LOADING_DELAY): boolean {
  const [shown, setShown] = useState(false);
  const [wasActive, setWasActive] = useState(active);
  // A new wait starts from nothing shown (adjusted while rendering, not in an effect).
  if (active !== wasActive) {
    setWasActive(active);
    if (!active) setShown(false);
  }
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setShown(true), delay);
    return () => clearTimeout(timer);
  }, [active, delay]);
  return active && shown;
}
