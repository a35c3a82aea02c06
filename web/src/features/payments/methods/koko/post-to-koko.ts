import type { RouteResponse } from '../../../../../../shared/routes';

export type KokoFormAnswer = RouteResponse<'koko-checkout'>['koko'];

/**
 * Sends the browser to KOKO with a real form post of the signed fields, as KOKO's `orderCreate` expects: the shop's
 * page is left, and KOKO sends the customer back to My Orders.
 */
export function postToKoko({ action, fields }: KokoFormAnswer): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}

/** What the browser waits for once it has left for KOKO: nothing ever comes back to this page. */
export const leavingForKoko = <T>() => new Promise<T>(() => undefined);
