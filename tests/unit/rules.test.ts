import { describe, expect, it } from 'vitest';
import { CITIES, deliveryRate, zoneOf } from '../../shared/rules/delivery';
import { registerSchema } from '../../shared/validation/auth';
import { toFieldErrors } from '../../shared/validation/fields';
import { profileUpdateSchema } from '../../shared/validation/account';

describe('delivery zones (SPEC 9, contract 6.4)', () => {
  it('lists the 28 towns alphabetically', () => {
    expect(CITIES).toHaveLength(28);
    expect([...CITIES]).toEqual([...CITIES].sort((a, b) => a.localeCompare(b)));
    expect(CITIES[0]).toBe('Ambalangoda');
    expect(CITIES.at(-1)).toBe('Vavunia');
  });

  it('charges 300, 350, 400 by zone and 400 for unknown, case-sensitively', () => {
    expect(deliveryRate('Gampaha')).toBe(300);
    expect(deliveryRate('Kandy')).toBe(350);
    expect(deliveryRate('Nuwara Eliya')).toBe(400);
    expect(deliveryRate('colombo')).toBe(400);
    expect(deliveryRate(undefined)).toBe(400);
    expect(zoneOf('Colombo')).toBe('B');
  });
});

describe('shared validation', () => {
  it('register: the password confirmation mismatch is reported under password_confirmation', () => {
    const r = registerSchema.safeParse({
      name: 'A',
      email: 'a@b.lk',
      mobile: '0771234567',
      password: 'longenough',
      password_confirmation: 'different',
    });
    expect(r.success).toBe(false);
    expect(toFieldErrors(r.error!)).toEqual({ password_confirmation: ['Passwords must match.'] });
  });

  it('register: e-mails are trimmed and lower-cased', () => {
    const r = registerSchema.parse({
      name: ' A ',
      email: ' A@B.LK ',
      mobile: '077 123 4567',
      password: 'longenough',
      password_confirmation: 'longenough',
    });
    expect(r.email).toBe('a@b.lk');
    expect(r.name).toBe('A');
  });

  it('profile update: fields not sent are not required', () => {
    expect(profileUpdateSchema.parse({ name: 'Only Name' })).toEqual({ name: 'Only Name' });
    expect(profileUpdateSchema.safeParse({ city: 'Colombo', company: '' }).success).toBe(true);
  });
});
