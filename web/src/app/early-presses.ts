/**
 * Presses before the app: web/public/early-presses.js records the buttons pressed on a server-drawn page before the
 * app's code has run (docs/decisions/0044-presses-before-the-app.md). The app takes the list just before it
 * hydrates, which stops the recording (React handles every later press), and presses them again once the page is
 * live and shows the session's real values.
 */
declare global {
  interface Window {
    /** The recorder's list; null once the app has taken it (a recorder that arrives later then records nothing). */
    shopEarlyPresses?: HTMLElement[] | null;
  }
}

let taken: HTMLElement[] = [];

/** A press the shopper makes on a live page replaces what they pressed on that button before: it is not replayed. */
function forgetPressedAgain(event: MouseEvent): void {
  const button = event.isTrusted && event.target instanceof Element ? event.target.closest('button') : null;
  if (button) taken = taken.filter((pressed) => pressed !== button);
}

/** Stops the recording and keeps what it held for `replayEarlyPresses`. */
export function takeEarlyPresses(): void {
  taken = window.shopEarlyPresses ?? [];
  window.shopEarlyPresses = null;
  if (taken.length) document.addEventListener('click', forgetPressedAgain, true);
}

/** A button whose presses add up (a quantity step, a picture arrow: `data-early-presses="each"`) is pressed as often as it was. */
const countsEachPress = (button: HTMLElement) => button.dataset.earlyPresses === 'each';

/**
 * Presses the recorded buttons again, each in its own task so every press sees what the one before it drew, in the
 * order they were pressed. A button is pressed once however often it was tapped, at its last tap (a second tap on a
 * page that did not answer means the same thing: two Add to carts would add two; tabs tapped A, B, A end on A),
 * unless its presses add up. A button that is gone or disabled by now is skipped.
 */
export async function replayEarlyPresses(): Promise<void> {
  const presses = taken.filter((button, index) => countsEachPress(button) || taken.lastIndexOf(button) === index);
  for (const button of presses) {
    await new Promise((next) => setTimeout(next, 0));
    if (taken.includes(button) && button.isConnected && !button.matches(':disabled')) button.click();
  }
  taken = [];
  document.removeEventListener('click', forgetPressedAgain, true);
}
