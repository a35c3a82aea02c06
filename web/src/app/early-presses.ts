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

/**
 * Presses each recorded button again, once however often it was pressed (a second tap on a page that did not answer
 * means the same thing), in the order of first press, each in its own task so every press sees what the one
 * before it drew. A button that is gone or disabled by now is skipped.
 */
export async function replayEarlyPresses(): Promise<void> {
  const presses = [...new Set(taken)];
  taken = [];
  for (const button of presses) {
    await new Promise((next) => setTimeout(next, 0));
    if (button.isConnected && !(button instanceof HTMLButtonElement && button.disabled)) button.click();
  }
}
