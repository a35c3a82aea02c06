import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { replayEarlyPresses, takeEarlyPresses } from '../../web/src/app/early-presses';

const RECORDER = readFileSync(resolve(import.meta.dirname, '../../web/public/early-presses.js'), 'utf8');

/** The recorder as the page runs it: a plain script, evaluated in the window. */
const startRecorder = () => window.eval(RECORDER);

function button(
  label: string,
  attrs: { type?: string; disabled?: boolean } = {},
): { element: HTMLButtonElement; presses: string[] } {
  const element = document.createElement('button');
  element.type = (attrs.type ?? 'button') as 'button';
  element.disabled = attrs.disabled ?? false;
  element.innerHTML = `<span>${label}</span>`;
  const presses: string[] = [];
  element.addEventListener('click', () => presses.push(label));
  document.body.append(element);
  return { element, presses };
}

afterEach(() => {
  document.body.innerHTML = '';
  delete window.shopEarlyPresses;
});

describe('presses before the app (web/public/early-presses.js and app/early-presses.ts)', () => {
  it('the recorder keeps the buttons pressed, by a press on their text too; a form’s submit button counts as the form it sends', () => {
    startRecorder();
    const add = button('Add to cart');
    const form = document.createElement('form');
    document.body.append(form);
    const search = document.createElement('button');
    form.append(search);
    const off = button('Sold out', { disabled: true });

    add.element.querySelector('span')!.click();
    search.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    off.element.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document.body.click();

    expect(window.shopEarlyPresses).toEqual([add.element, form]);
  });

  it('the app takes the list, which stops the recording; each button is pressed again once, in order, and a gone or disabled one is skipped', async () => {
    startRecorder();
    const menu = button('Menu');
    const add = button('Add to cart');
    const gone = button('Gone');
    const later = button('Disabled later');
    for (const b of [menu, add, menu, add, gone, later]) b.element.click();
    const pressedBeforeTheApp = [menu, add, gone, later].map((b) => b.presses.length);

    takeEarlyPresses();
    expect(window.shopEarlyPresses).toBeNull();
    menu.element.click(); // React's now: not recorded.
    gone.element.remove();
    later.element.disabled = true;

    const order: string[] = [];
    for (const b of [menu, add]) b.element.addEventListener('click', () => order.push(b.element.textContent!));
    await replayEarlyPresses();

    expect(order).toEqual(['Menu', 'Add to cart']);
    expect(menu.presses.length).toBe(pressedBeforeTheApp[0] + 2); // the live press and one replay
    expect(add.presses.length).toBe(pressedBeforeTheApp[1] + 1);
    expect(gone.presses.length).toBe(pressedBeforeTheApp[2]);
    expect(later.presses.length).toBe(pressedBeforeTheApp[3]);
    await replayEarlyPresses();
    expect(add.presses.length).toBe(pressedBeforeTheApp[1] + 1);
  });

  it('a button that counts each press (a quantity step) is pressed again as often as it was pressed, in order', async () => {
    startRecorder();
    const step = button('Increase quantity');
    step.element.dataset.earlyPresses = 'each';
    const add = button('Add to cart');
    const order: string[] = [];
    for (const b of [step, add]) b.element.addEventListener('click', () => order.push(b.element.textContent!));
    for (const b of [step, add, step, add, step]) b.element.click();
    order.length = 0;

    takeEarlyPresses();
    await replayEarlyPresses();

    expect(order).toEqual(['Increase quantity', 'Increase quantity', 'Add to cart', 'Increase quantity']);
  });

  it('a button tapped more than once is pressed at its last tap: tabs tapped A, B, A end on A', async () => {
    startRecorder();
    const [a, b] = [button('Beard'), button('Hair')];
    const order: string[] = [];
    for (const tab of [a, b]) tab.element.addEventListener('click', () => order.push(tab.element.textContent!));
    for (const tab of [a, b, a]) tab.element.click();
    order.length = 0;

    takeEarlyPresses();
    await replayEarlyPresses();

    expect(order).toEqual(['Hair', 'Beard']);
  });

  it('a button the shopper presses again once the app has started is not pressed for them afterwards', async () => {
    startRecorder();
    const menu = button('Menu');
    const add = button('Add to cart');
    menu.element.click();
    add.element.click();
    takeEarlyPresses();

    // A real tap (isTrusted) on the live page, which React handles; a script's click does not count.
    const tap = new MouseEvent('click', { bubbles: true });
    Object.defineProperty(tap, 'isTrusted', { value: true });
    menu.element.querySelector('span')!.dispatchEvent(tap);
    const pressesBefore = [menu.presses.length, add.presses.length];
    await replayEarlyPresses();

    expect(menu.presses.length).toBe(pressesBefore[0]);
    expect(add.presses.length).toBe(pressesBefore[1] + 1);
  });

  it('a recorder that arrives after the app has started records nothing', () => {
    takeEarlyPresses();
    startRecorder();
    const add = button('Add to cart');
    add.element.click();
    expect(window.shopEarlyPresses).toBeNull();
  });

  it('a form sent before the app is kept, not sent by the browser, and sent once by the app; a form with an action is left to the browser', async () => {
    startRecorder();
    const contact = document.createElement('form');
    contact.innerHTML = '<textarea name="message"></textarea><button type="submit">Send Message</button>';
    const search = document.createElement('form');
    search.setAttribute('action', '/search');
    search.innerHTML = '<input name="q"><button type="submit">Search</button>';
    document.body.append(contact, search);
    const sentByTheApp: string[] = [];
    contact.addEventListener('submit', (event) => {
      // What React's onSubmit does once the app is live; before that, this listener is the browser's default.
      if (window.shopEarlyPresses === null) {
        event.preventDefault();
        sentByTheApp.push('contact');
      }
    });
    const leftToTheBrowser: boolean[] = [];
    search.addEventListener('submit', (event) => {
      leftToTheBrowser.push(!event.defaultPrevented);
      event.preventDefault(); // jsdom cannot navigate
    });

    const send = contact.querySelector('button')!;
    send.click();
    send.click();
    search.querySelector('button')!.click();

    expect(window.shopEarlyPresses).toEqual([contact, contact]);
    expect(leftToTheBrowser).toEqual([true]);

    takeEarlyPresses();
    await replayEarlyPresses();
    expect(sentByTheApp).toEqual(['contact']);
  });

  it('text typed before the app is typed again, as input events, before any press; a field typed into on the live page is left alone', async () => {
    startRecorder();
    const name = document.createElement('input');
    const note = document.createElement('textarea');
    const send = button('Send');
    document.body.append(name, note);
    name.value = 'Kasun';
    note.value = 'Before the app';
    send.element.click();
    const seen: string[] = [];
    for (const field of [name, note]) field.addEventListener('input', () => seen.push(field.value));
    send.element.addEventListener('click', () => seen.push('pressed'));

    takeEarlyPresses();
    name.value = ''; // what the app's next render puts back
    const ownTyping = new Event('input', { bubbles: true });
    Object.defineProperty(ownTyping, 'isTrusted', { value: true });
    note.value = 'Typed on the live page';
    note.dispatchEvent(ownTyping);
    seen.length = 0;
    await replayEarlyPresses();

    expect(seen).toEqual(['Kasun', 'pressed']);
    expect(name.value).toBe('Kasun');
    expect(note.value).toBe('Typed on the live page');
  });
  it('a radio button chosen before the app is chosen again, as a change, before any press; a group chosen in on the live page is left alone', async () => {
    startRecorder();
    const radio = (name: string, value: string, drawnChecked = false) => {
      const input = document.createElement('input');
      input.type = 'radio';
      input.name = name;
      input.value = value;
      input.defaultChecked = drawnChecked;
      document.body.append(input);
      return input;
    };
    const [small, medium] = [radio('size', 'S'), radio('size', 'M')];
    const [green, black] = [radio('colour', 'Green', true), radio('colour', 'Black')];
    const add = button('Add to cart');
    medium.click();
    black.click();
    add.element.click();
    const seen: string[] = [];
    for (const input of [small, medium, green, black])
      input.addEventListener('change', () => seen.push(`${input.name} ${input.value}`));
    add.element.addEventListener('click', () => seen.push('pressed'));

    takeEarlyPresses();
    medium.checked = false; // what hydration may put back: the server drew no size chosen
    const ownChoice = new Event('change', { bubbles: true });
    Object.defineProperty(ownChoice, 'isTrusted', { value: true });
    green.checked = true;
    green.dispatchEvent(ownChoice);
    seen.length = 0;
    await replayEarlyPresses();

    expect(seen).toEqual(['size M', 'pressed']);
    expect(medium.checked).toBe(true);
    expect(green.checked).toBe(true);
  });
});
