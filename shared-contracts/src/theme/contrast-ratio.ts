import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';

extend([a11yPlugin]);

/** WCAG 2 contrast ratio between two colours (1 to 21). Used by tests and design checks. */
export const contrastRatio = (foreground: string, background: string): number =>
  colord(foreground).contrast(background);
