import { createIcon } from './createIcon';

/** A house with a door, for the home page. */
export const HomeIcon = createIcon(
  'HomeIcon',
  <>
    <path d="M3 10.5 12 3l9 7.5" />
    <path d="M5 9v12h14V9" />
    <path d="M10 21v-6h4v6" />
  </>,
);

/** A warehouse building with a roller door. */
export const WarehouseIcon = createIcon(
  'WarehouseIcon',
  <>
    <path d="M3 9.5 12 4l9 5.5V20H3z" />
    <path d="M7 20v-7h10v7" />
    <path d="M7 16h10" />
  </>,
);

/** A delivery truck, for shipping lines. */
export const ShippingLineIcon = createIcon(
  'ShippingLineIcon',
  <>
    <path d="M2 6h11v10H2z" />
    <path d="M13 9h4l4 4v3h-8" />
    <circle cx="6" cy="17.5" r="1.75" />
    <circle cx="17" cy="17.5" r="1.75" />
  </>,
);

/** A clipboard with lines, for orders. */
export const OrdersIcon = createIcon(
  'OrdersIcon',
  <>
    <path d="M8 4h8v3H8z" />
    <path d="M8 5.5H5V21h14V5.5h-3" />
    <path d="M8.5 11h7M8.5 14.5h7M8.5 18h4" />
  </>,
);

/** A payment card, for billing. */
export const BillingIcon = createIcon(
  'BillingIcon',
  <>
    <rect x="3" y="5.5" width="18" height="13" rx="2" />
    <path d="M3 10h18M7 15h4" />
  </>,
);

/** A shield with a person, for company administration. */
export const AdminIcon = createIcon(
  'AdminIcon',
  <>
    <path d="M12 3 4.5 6v5.5c0 4.5 3.2 8.2 7.5 9.5 4.3-1.3 7.5-5 7.5-9.5V6z" />
    <circle cx="12" cy="10" r="2.25" />
    <path d="M8.5 16c.8-1.6 2-2.5 3.5-2.5s2.7.9 3.5 2.5" />
  </>,
);

/** A gear, for settings. */
export const SettingsIcon = createIcon(
  'SettingsIcon',
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
  </>,
);

/** A door with an arrow leaving it. */
export const LogoutIcon = createIcon(
  'LogoutIcon',
  <>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
    <path d="m16 17 5-5-5-5M21 12H9" />
  </>,
);

/** A chevron pointing left. */
export const ChevronLeftIcon = createIcon('ChevronLeftIcon', <path d="m15 18-6-6 6-6" />);

/** A chevron pointing right. */
export const ChevronRightIcon = createIcon('ChevronRightIcon', <path d="m9 18 6-6-6-6" />);

/** An open eye: "show". */
export const EyeIcon = createIcon(
  'EyeIcon',
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);

/** A struck-through eye: "hide". */
export const EyeOffIcon = createIcon(
  'EyeOffIcon',
  <>
    <path d="M10.6 5.1A10.4 10.4 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-2.9 3.8" />
    <path d="M6.6 6.6A17.3 17.3 0 0 0 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    <path d="m3 3 18 18" />
  </>,
);

/** A cross, for closing and dismissing. */
export const CloseIcon = createIcon('CloseIcon', <path d="M18 6 6 18M6 6l12 12" />);

/** A circled cross, for errors. */
export const ErrorIcon = createIcon(
  'ErrorIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m15 9-6 6M9 9l6 6" />
  </>,
);

/** A triangle with an exclamation mark, for warnings. */
export const WarningIcon = createIcon(
  'WarningIcon',
  <>
    <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
    <path d="M12 9v4M12 17h.01" />
  </>,
);

/** A circled tick, for success. */
export const SuccessIcon = createIcon(
  'SuccessIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12.5 2.7 2.7L16 9.8" />
  </>,
);

/** A circled "i", for information. */
export const InfoIcon = createIcon(
  'InfoIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 16v-4.5M12 8h.01" />
  </>,
);

/** A bell, for notifications. */
export const BellIcon = createIcon(
  'BellIcon',
  <>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </>,
);
