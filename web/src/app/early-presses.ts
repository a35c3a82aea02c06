/**
 * Presses before the app: web/public/early-presses.js records the buttons pressed and the forms sent on a
 * server-drawn page before the app's code has run (docs/decisions/0044-presses-before-the-app.md). The app takes the
 * list just before it hydrates, which stops the recording (React handles every later press), and presses or sends
 * them again once the page is live and shows the session's real values. What was typed before then is kept too:
 * the app's state does not hold it (React leaves the text on screen when it hydrates a field, then puts its own
 * empty value back at the next render), so it is typed in again, as an input event React reads, before anything is
 * pressed. A radio button chosen before then (a size, decision 0055) is chosen again the same way.
 */
declare global {
  interface Window {
    /** The recorder's list; null once the app has taken it (a recorder that arrives later then records nothing). */
    shopEarlyPresses?: HTMLElement[] | null;
  }
}

let taken: HTMLElement[] = [];
let typed: Array<[HTMLInputElement | HTMLTextAreaElement, string]> = [];
let chosen: HTMLInputElement[] = [];

/** Fields that take text, as opposed to boxes, files and buttons. */
const TEXT_FIELDS =
  'textarea, input:not([type]), input[type="text"], input[type="search"], input[type="email"], input[type="tel"], input[type="number"], input[type="password"], input[type="url"]';

/** The text fields the shopper has typed into, with what they typed. */
function fieldsTypedInto(): Array<[HTMLInputElement | HTMLTextAreaElement, string]> {
  return [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS)]
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => [field, field.value]);
}

/**
 * Types `text` into a field React controls. React compares the field with the last value it saw set; the field is
 * first emptied the ordinary way (which React sees), then given the text past React's notice, so the input event
 * that follows reads as the change to `text` whatever React last saw.
 */
function typeAgain(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  field.value = '';
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The radio buttons the shopper has chosen (the browser checks them without the app). */
const radiosChosen = () =>
  [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter(
    (radio) => radio.checked && !radio.defaultChecked,
  );

/**
 * Chooses a radio button React controls as the shopper did: unchecked the ordinary way first (React sees it, whether
 * or not its hydration already did), then clicked, so React reads a change whatever it last saw.
 */
function chooseAgain(radio: HTMLInputElement): void {
  radio.checked = false;
  radio.click();
}

/** A choice made in a group on the live page is the shopper's: what they chose there before is not chosen again. */
function forgetChosenAgain(event: Event): void {
  const target = event.target;
  if (event.isTrusted && target instanceof HTMLInputElement && target.type === 'radio')
    chosen = chosen.filter((radio) => radio.name !== target.name);
}

/** Text the shopper types into a field on the live page is theirs: what they typed there before is not typed again. */
function forgetTypedAgain(event: Event): void {
  if (event.isTrusted) typed = typed.filter(([field]) => field !== event.target);
}

/** A press the shopper makes on a live page replaces what they pressed on that button or sent with that form before: it is not replayed. */
function forgetPressedAgain(event: Event): void {
  if (!event.isTrusted || !(event.target instanceof Element)) return;
  const pressedAgain = event.type === 'submit' ? event.target : event.target.closest('button');
  if (pressedAgain) taken = taken.filter((pressed) => pressed !== pressedAgain);
}

/** Stops the recording and keeps what it held for `replayEarlyPresses`. */
export function takeEarlyPresses(): void {
  taken = window.shopEarlyPresses ?? [];
  window.shopEarlyPresses = null;
  typed = fieldsTypedInto();
  if (typed.length) document.addEventListener('input', forgetTypedAgain, true);
  chosen = radiosChosen();
  if (chosen.length) document.addEventListener('change', forgetChosenAgain, true);
  if (taken.length) {
    document.addEventListener('click', forgetPressedAgain, true);
    document.addEventListener('submit', forgetPressedAgain, true);
  }
}

/** A button whose presses add up (a quantity step, a picture arrow: `data-early-presses="each"`) is pressed as often as it was. */
const countsEachPress = (button: HTMLElement) => button.dataset.earlyPresses === 'each';

/** A form is sent as a press of its submit button would send it, so the app's own submit handler runs. */
function pressAgain(pressed: HTMLElement): void {
  if (pressed instanceof HTMLFormElement) pressed.requestSubmit();
  else pressed.click();
}

const canStillBePressed = (pressed: HTMLElement) => pressed.isConnected && !pressed.matches(':disabled');

/**
 * Presses the recorded buttons again, each in its own task so every press sees what the one before it drew, in the
 * order they were pressed. A button is pressed once however often it was tapped, at its last tap (a second tap on a
 * page that did not answer means the same thing: two Add to carts would add two; tabs tapped A, B, A end on A),
 * unless its presses add up. A button that is gone or disabled by now is skipped. A form counts as one button.
 * Text typed and radio buttons chosen before the app come first, so a form sent is sent with them and Add to cart
 * adds the size chosen.
 */
export async function replayEarlyPresses(): Promise<void> {
  for (const [field, text] of typed) if (field.isConnected) typeAgain(field, text);
  typed = [];
  document.removeEventListener('input', forgetTypedAgain, true);
  for (const radio of chosen) if (canStillBePressed(radio)) chooseAgain(radio);
  chosen = [];
  document.removeEventListener('change', forgetChosenAgain, true);
  const presses = taken.filter((pressed, index) => countsEachPress(pressed) || taken.lastIndexOf(pressed) === index);
  for (const pressed of presses) {
    await new Promise((next) => setTimeout(next, 0));
    if (taken.includes(pressed) && canStillBePressed(pressed)) pressAgain(pressed);
  }
  taken = [];
  document.removeEventListener('click', forgetPressedAgain, true);
  document.removeEventListener('submit', forgetPressedAgain, true);
}
