/*
 * Keeps the buttons a shopper presses and the forms they send on a server-drawn page before the app's code has
 * arrived, so a tap on "Add to cart" or the menu, or a contact message, on a slow phone is not lost: the app takes
 * the list when it starts and presses or sends them again once it has taken the page over
 * (web/src/app/early-presses.ts; docs/decisions/0044-presses-before-the-app.md).
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
      // A submit button of a form sends the form (kept below); a disabled button was not pressed.
      if (!button || button.matches(':disabled') || (button.type === 'submit' && button.form)) return;
      pressed.push(button);
    },
    true,
  );
  document.addEventListener(
    'submit',
    function (event) {
      if (window.shopEarlyPresses !== pressed) return;
      var form = event.target;
      // A form with an action works without the app (the search box opens /search); any other would be sent by
      // the browser to the page's own address, with what was typed in the query string: the app sends it instead.
      if (form.hasAttribute('action')) return;
      event.preventDefault();
      pressed.push(form);
    },
    true,
  );
})();
