import { useEffect, useRef } from 'react';

/**
 * Writes a step's values into the draft as they change, so a reload or a step change keeps every
 * keystroke. Only a real change is written (the watched record is a new object on each render).
 */
export function useDraftPart<Values>(values: Values, write: (values: Values) => void): void {
  const last = useRef(JSON.stringify(values));
  useEffect(() => {
    const text = JSON.stringify(values);
    if (text === last.current) return;
    last.current = text;
    write(values);
  });
}
