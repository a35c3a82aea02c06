/**
 * The shop's identity: name, contact details and colours. Change it here; the SPA, the e-mails and the page
 * titles read it from this one place.
 */
export const brand = {
  name: 'Kesara',
  fullName: 'Kesara Grooming Co.',
  tagline: 'Grooming for the modern Sri Lankan man',
  currency: 'LKR',
  timeZone: 'Asia/Colombo',
  colors: {
    primary: '#1f3d2b', // deep forest green
    accent: '#c8963e', // brass
    /** Brass light enough for small text on the primary green (WCAG AA, 5.8:1); plain brass there is 4.49:1. */
    accentOnPrimary: '#dcae5c',
    ink: '#1b1b1b',
    paper: '#f7f3ec', // warm off-white
    muted: '#6b6259',
    danger: '#b3261e',
  },
  fontFamily: "'Segoe UI', 'Helvetica Neue', Arial, sans-serif",
  headingFontFamily: "Georgia, 'Times New Roman', serif",
} as const;
