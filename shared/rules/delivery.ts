/** Delivery zones and the 28 towns of the checkout and billing selects (SPEC section 9, contract 6.4). */
export const DELIVERY_ZONES = {
  A: { rate: 300, cities: ['Gampaha'] },
  B: { rate: 350, cities: ['Colombo', 'Kurunegala', 'Kegalle', 'Chilaw', 'Kandy'] },
  C: {
    rate: 400,
    cities: [
      'Jaffna',
      'Kilinochchi',
      'Mannar',
      'Vavunia',
      'Anuradhapura',
      'Trincomalee',
      'Batticaloa',
      'Ampara',
      'Monaragala',
      'Polonnaruwa',
      'Badulla',
      'Puttalam',
      'Mahiyangana',
      'Nuwara Eliya',
      'Ambalangoda',
      'Kaluthara',
      'Galle',
      'Matara',
      'Hambantota',
      'Embilipitiya',
      'Rathnapura',
      'Awissawella',
    ],
  },
} as const;

export type ZoneName = keyof typeof DELIVERY_ZONES;

/** A city that is not listed (or no city) costs this much. */
export const DEFAULT_DELIVERY_RATE = 400;

/** The 28 towns, sorted alphabetically, spelt exactly as the select shows them. */
export const CITIES: readonly string[] = Object.values(DELIVERY_ZONES)
  .flatMap((z) => [...z.cities])
  .sort((a, b) => a.localeCompare(b));

/** Exact, case-sensitive match, as the client does (contract 6.4). */
export function zoneOf(city: string | null | undefined): ZoneName | null {
  for (const [zone, def] of Object.entries(DELIVERY_ZONES)) {
    if ((def.cities as readonly string[]).includes(city ?? '')) return zone as ZoneName;
  }
  return null;
}

export function deliveryRate(city: string | null | undefined): number {
  const zone = zoneOf(city);
  return zone ? DELIVERY_ZONES[zone].rate : DEFAULT_DELIVERY_RATE;
}
