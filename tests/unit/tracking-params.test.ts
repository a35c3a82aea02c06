import { describe, expect, it } from 'vitest';
import { hydratesWith } from '../../web/src/app/tracking-params';

describe('a public page opened from an ad or a shared link is still the stored page', () => {
  it.each([
    '',
    '?fbclid=IwAR0abc',
    '?utm_source=facebook&utm_medium=social&utm_campaign=avurudu',
    '?gclid=x&msclkid=y&ttclid=z',
    '?UTM_Source=x',
    '?variant=12',
    '?variant=12&fbclid=x',
  ])('%s has only tracking tags or a variant the page applies: hydrate', (search) =>
    expect(hydratesWith(search)).toBe(true),
  );

  it.each(['?price=under-1000', '?fbclid=x&price=1000-2000', '?q=oil', '?utm=x', '?fbclid_extra=1', '?variants=1'])(
    '%s changes the page: draw it afresh',
    (search) => expect(hydratesWith(search)).toBe(false),
  );
});
