// The kit's scales (design/screens.md): every size a component uses comes from here, so the
// screens share one rhythm. Font sizes in px; line heights are unitless.

/** Type scale: 12 · 14 · 16 (body) · 20 · 24 · 32. */
export const typeScale = {
  caption: '12px',
  small: '14px',
  body: '16px',
  subheading: '20px',
  heading: '24px',
  title: '32px',
} as const;

/** Latin text; Thai and Lao tone marks stack above and below the line and need more room. */
export const lineHeights = { latin: 1.5, tall: 1.7, heading: 1.25 } as const;

// Spacing is theme.space(n), n × 4px, in the steps 1 · 2 · 3 · 4 · 6 · 8 · 12 (4 to 48px).

/** Controls take the small radius, cards the large one. */
export const radii = { control: '8px', card: '12px' } as const;

/** Below this width of its container a data table shows each row as a card. */
export const tableCardBreakpoint = 640;

export type TypeStep = keyof typeof typeScale;
