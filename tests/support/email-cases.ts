/**
 * The addresses of the attack that found two e-mail rules (issue 23), as one table: the forms' validation and the mail
 * queue's rule are both tested against it, so they cannot drift apart again.
 */
export const ACCEPTED_EMAILS: Array<[string, string]> = [
  ['a plain address', 'dilan@kesara.lk'],
  ['a plus tag', 'dilan+orders@kesara.lk'],
  ['an apostrophe', "o'brien@example.lk"],
  ['dots, digits, underscores and hyphens', 'dilan.j_2026-x@mail.example-shop.lk'],
  ['a subdomain', 'owner@shop.co.lk'],
];

/** Each normalises to an accepted address: surrounding space (a byte-order mark counts as one), upper case, fullwidth letters (NFKC). */
export const NORMALISED_EMAILS: Array<[string, string]> = [
  ['  Dilan@Kesara.LK ', 'dilan@kesara.lk'],
  ['ＯＷＮＥＲ@shop.test', 'owner@shop.test'],
  ['ｏｗｎｅｒ＠ｓｈｏｐ．ｔｅｓｔ', 'owner@shop.test'],
  ['\ufeffowner@shop.test', 'owner@shop.test'],
];

export const REFUSED_EMAILS: Array<[string, string]> = [
  ['an equals sign', 'a=b@t.test'],
  ...[...'~#/!{%&*$?^|'].map((c): [string, string] => [`a ${c} in the local part`, `a${c}b@t.test`]),
  ['a comma (two addresses)', 'a,b@t.test'],
  ['two addresses', 'a@t.test;b@t.test'],
  ['a display name', 'Eve<eve@evil.example>'],
  ['a trailing NUL', 'owner@shop.test\u0000'],
  ['a NUL inside', 'own\u0000er@shop.test'],
  ['a zero-width space', 'own\u200ber@shop.test'],
  ['a line break', 'owner@shop.test\r\nBcc: x@evil.example'],
  ['a trailing dot', 'owner@shop.test.'],
  ['a Cyrillic е', 'own\u0435r@shop.test'],
  ['a non-ASCII letter', 'dilän@kesara.lk'],
  ['an IDN domain', 'dilan@කේසර.lk'],
  ['an address literal', 'dilan@[127.0.0.1]'],
  ['a quoted local part', '"dilan"@kesara.lk'],
  ['no domain dot', 'dilan@localhost'],
  ['a numeric top-level label', 'dilan@kesara.123'],
  ['a leading dot', '.dilan@kesara.lk'],
  ['two dots', 'dil..an@kesara.lk'],
  ['a space inside', 'dil an@kesara.lk'],
  ['no at sign', 'dilan.kesara.lk'],
  ['two at signs', 'dilan@x@kesara.lk'],
  ['a hyphen-led label', 'dilan@-kesara.lk'],
  ['a 65-character local part', `${'a'.repeat(65)}@kesara.lk`],
  ['an address over 254 characters', `dilan@${['a', 'b', 'c', 'd'].map((c) => c.repeat(63)).join('.')}.lk`],
  ['an empty string', ''],
];
