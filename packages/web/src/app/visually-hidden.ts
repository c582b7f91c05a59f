/**
 * Present for screen readers, invisible on screen. Sizes are strings: in `sx` a bare `1` means
 * 100 %, which made such a label as wide as its table and the page wider than a phone.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
