/** Display breakpoints (spec section 9), in pixels: the lower bound of each size. */
export const breakpoints = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;

export type Breakpoint = keyof typeof breakpoints;

/** A media query for `breakpoint` and wider, for styled-components. */
export const mediaUp = (breakpoint: Breakpoint) =>
  `@media (min-width: ${breakpoints[breakpoint]}px)`;
