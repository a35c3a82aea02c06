/*
 * Keeps the buttons a shopper presses on a server-drawn page before the app's code has arrived, so a tap on
 * "Add to cart" or the menu on a slow phone is not lost: the app takes the list when it starts and presses them
 * again once it has taken the page over (web/src/app/early-presses.ts; docs/decisions/0044-presses-before-the-app.md).
 * A plain script loaded async from the page's head: it must not wait for, or hold up, anything.
 */
(function () {
  // The app has started already (this file arrived late): React handles every press itself.
  if (window.shopEarlyPresses === null) return;
  var pressed = [];
  window.shopEarlyPresses = pressed;
  document.addEventListener(
    'click',
    function (event) {
      if (window.shopEarlyPresses !== pressed) return;
      var target = event.target;
      var button = target && target.closest ? target.closest('button') : null;
      // A submit button of a form is left to the browser; a disabled button was not pressed.
      if (!button || button.matches(':disabled') || (button.type === 'submit' && button.form)) return;
      pressed.push(button);
    },
    true,
  );
})();
