/**
 * Presses before the app: web/public/early-presses.js records the buttons pressed on a server-drawn page before the
 * app's code has run (docs/decisions/0044-presses-before-the-app.md). The app takes the list as it starts, which
 * stops the recording (React handles every later press, hydrating on the spot where needed), and presses them
 * again once it has taken the page over and drawn the session's real values.
 */
declare global {
  interface Window {
    /** The recorder's list; null once the app has taken it (a recorder that arrives later then records nothing). */
    shopEarlyPresses?: HTMLElement[] | null;
  }
}

let taken: HTMLElement[] = [];

/** Stops the recording and keeps what it held for `replayEarlyPresses`. */
export function takeEarlyPresses(): void {
  taken = window.shopEarlyPresses ?? [];
  window.shopEarlyPresses = null;
}

/** A button that counts each press (a quantity step: `data-early-presses="each"`) is pressed as often as it was. */
const countsEachPress = (button: HTMLElement) => button.dataset.earlyPresses === 'each';

/**
 * Presses the recorded buttons again, each in its own task so every press sees what the one before it drew, in the
 * order they were pressed. A button is pressed once however often it was tapped (a second tap on a page that did
 * not answer means the same thing: two Add to carts would add two), unless it counts each press. A button that is
 * gone or disabled by now is skipped.
 */
export async function replayEarlyPresses(): Promise<void> {
  const presses = taken.filter((button, index) => countsEachPress(button) || taken.indexOf(button) === index);
  taken = [];
  for (const button of presses) {
    await new Promise((next) => setTimeout(next, 0));
    if (button.isConnected && !(button instanceof HTMLButtonElement && button.disabled)) button.click();
  }
}
