/**
 * The couriers staff may name when an order ships (issue 22), and each one's public page for one parcel where it has
 * one (`{number}` stands for the tracking number). Where the pattern comes from, and why the others have none:
 * decision 0062.
 */
export const COURIER_NAMES = [
  'Domex',
  'Pronto Lanka',
  'Koombiyo',
  'Prompt Xpress',
  'Sri Lanka Post',
  'Own delivery',
] as const;
export type CourierName = (typeof COURIER_NAMES)[number];

const TRACKING_PAGES: Record<CourierName, string | null> = {
  Domex: 'https://domex.lk/Order-Details.php?wbno={number}',
  'Pronto Lanka': null,
  Koombiyo: null,
  'Prompt Xpress': null,
  'Sri Lanka Post': null,
  'Own delivery': null,
};

/** What an order carries once it is shipped with a tracking number (the order record and the answers alike). */
export interface Tracking {
  courier: CourierName;
  number: string;
  url: string | null;
}

/** A tracking number: 4 to 40 letters, digits or hyphens, once trimmed (waybill numbers such as DX123456, RR123456789LK). */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9-]{4,40}$/;

/** The courier's page for this number, or null where the courier has no page that opens on one number. */
export function trackingUrl(courier: CourierName, number: string): string | null {
  const page = TRACKING_PAGES[courier];
  return page === null ? null : page.replace('{number}', encodeURIComponent(number));
}

export const trackingOf = (courier: CourierName, number: string): Tracking => ({
  courier,
  number,
  url: trackingUrl(courier, number),
});

/** The courier `text` names, whatever its case and the spaces around it; undefined for any other text. */
export function courierNamed(text: string): CourierName | undefined {
  const wanted = text.trim().toLowerCase();
  return COURIER_NAMES.find((name) => name.toLowerCase() === wanted);
}

/** "Domex · DX123456": how the shop writes a tracking (timeline, mails, My Orders). */
export const trackingText = (tracking: { courier: string; number: string }) =>
  `${tracking.courier} · ${tracking.number}`;

export const sameTracking = (a: Tracking | null | undefined, b: Tracking | null | undefined) =>
  a?.courier === b?.courier && a?.number === b?.number;
