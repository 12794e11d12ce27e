import type { RouteObject } from 'react-router-dom';

/**
 * The creation wizard, under `shippingLines`: /shippingLines/new-shipping-line/{main, coverage,
 * pricing, warehouse, deposit, review}. The frame (words, stepper, guard) and each step are lazy
 * chunks; the bare address opens the first step the draft allows.
 */
export const shippingLineWizardRoutes: RouteObject[] = [
  {
    path: 'new-shipping-line',
    lazy: async () => ({
      Component: (await import('./components/WizardFrame')).WizardFrame,
    }),
    children: [
      { index: true, Component: () => null },
      {
        path: 'main',
        lazy: async () => ({ Component: (await import('./steps/MainStep')).MainStep }),
      },
      {
        path: 'coverage',
        lazy: async () => ({ Component: (await import('./steps/CoverageStep')).CoverageStep }),
      },
      {
        path: 'pricing',
        lazy: async () => ({ Component: (await import('./steps/PricingStep')).PricingStep }),
      },
      {
        path: 'warehouse',
        lazy: async () => ({ Component: (await import('./steps/WarehouseStep')).WarehouseStep }),
      },
      {
        path: 'deposit',
        lazy: async () => ({ Component: (await import('./steps/DepositStep')).DepositStep }),
      },
      {
        path: 'review',
        lazy: async () => ({ Component: (await import('./steps/ReviewStep')).ReviewStep }),
      },
    ],
  },
];
