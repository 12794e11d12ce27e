import { createIcon } from '../icons';

/** A bare tick, for markers of completed steps. */
export const CheckMarkIcon = createIcon('CheckMarkIcon', <path d="m5 12.5 4.5 4.5L19 7.5" />);
