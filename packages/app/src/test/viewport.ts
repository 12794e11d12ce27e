/** Page stories run on a 1280 × 720 screen, as merchants use the back-office. */
export const laptop1280 = {
  parameters: {
    viewport: {
      options: {
        laptop1280: {
          name: 'Laptop 1280 × 720',
          styles: { width: '1280px', height: '720px' },
          type: 'desktop',
        },
      },
    },
  },
  globals: { viewport: { value: 'laptop1280', isRotated: false } },
};
