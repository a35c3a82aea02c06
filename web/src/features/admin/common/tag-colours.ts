/**
 * Solid tag colours of the back-office, each dark enough for its white text to meet WCAG AA (at least 4.5:1; the
 * axe browser test checks every page). antd's preset light tags (gold, green, ...) do not.
 */
export const SOLID_TAG = {
  gold: '#8a6116',
  blue: '#0958d9',
  purple: '#531dab',
  green: '#237804',
  red: '#a8071a',
  volcano: '#ad2102',
} as const;
