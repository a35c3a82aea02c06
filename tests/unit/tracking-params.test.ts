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

describe('a search page is drawn for its words', () => {
  it.each([
    ['/search', '?q=beard%20oil'],
    ['/si/search', '?q=%E0%B7%83%E0%B6%B3%E0%B7%94%E0%B6%B1%E0%B7%8A&utm_source=mail'],
    ['/ta/search', ''],
  ])('%s%s was drawn with what it shows: hydrate', (pathname, search) =>
    expect(hydratesWith(search, pathname)).toBe(true),
  );

  it.each([
    ['/beard', '?q=oil'],
    ['/search', '?q=oil&price=under-1000'],
    ['/product/8', '?q=oil'],
  ])('%s%s has a parameter its page was not drawn with: draw it afresh', (pathname, search) =>
    expect(hydratesWith(search, pathname)).toBe(false),
  );
});
