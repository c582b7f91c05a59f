/**
 * The focus ring of the booking pages' own controls (calendar days, cards): a dark outline with a
 * white halo, visible on the operator's colour, on white and on grey (WCAG 2.4.7, 2.4.11).
 */
export const FOCUS_RING = {
  outline: '3px solid #1a1a1a',
  outlineOffset: '2px',
  boxShadow: '0 0 0 2px #ffffff',
  zIndex: 1,
} as const;
