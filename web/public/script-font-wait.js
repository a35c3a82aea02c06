/*
 * A Sinhala or Tamil home arrives as <html data-script-font="pending">, which keeps the hero's words hidden
 * (web/src/features/home/hero/hero.css) until their language's letters have arrived, so they are drawn once, in their
 * own font: drawn first in a fallback (boxes, where the phone has no such font) they took other widths and lines, and
 * the hero's text moved when the font swapped in (CLS 0.20 on a throttled link, decision 0103). The rest of the page
 * keeps `font-display: swap`. The hero is shown anyway after three seconds (the CSS), or when a font fails to load.
 * `data-faces` on this script: the faces to wait for, `|` between them; `data-letter`: one letter of their range (a
 * face with a `unicode-range` loads only for a letter in it).
 */
(function () {
  var script = document.currentScript;
  var html = document.documentElement;
  function show() {
    html.removeAttribute('data-script-font');
  }
  if (!document.fonts || !document.fonts.load) return show();
  var letter = script.dataset.letter;
  Promise.all(
    script.dataset.faces.split('|').map(function (face) {
      return document.fonts.load(face, letter);
    }),
  ).then(show, show);
})();
