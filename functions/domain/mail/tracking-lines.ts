import { brand } from '../../../shared/brand';
import type { Tracking } from '../../../shared/rules/couriers';
import { escapeHtml } from './layout';

const TRACK_LABEL = 'Track your parcel';

/** The courier, the number and, where the courier has one, the link to its tracking page: the plain-text lines. */
export function trackingTextLines(tracking: Tracking): string[] {
  return [
    `Courier: ${tracking.courier}`,
    `Tracking number: ${tracking.number}`,
    ...(tracking.url ? [`${TRACK_LABEL}: ${tracking.url}`] : []),
  ];
}

/** The same in HTML, every value escaped. */
export function trackingHtml(tracking: Tracking): string {
  const link = tracking.url
    ? `<br><a href="${escapeHtml(tracking.url)}" style="color:${brand.colors.primary}">${TRACK_LABEL}</a>`
    : '';
  return `<p style="margin:16px 0 6px">Courier: <strong>${escapeHtml(tracking.courier)}</strong><br>Tracking number: <strong>${escapeHtml(tracking.number)}</strong>${link}</p>`;
}
