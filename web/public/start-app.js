/*
 * Starts the app on a server-drawn page once the page has loaded and been painted, so its code (about 135 KB) shares
 * neither the phone's link with the largest picture nor the main thread with the first paint (decisions 0083, 0100).
 * The page works before then: links are links, the search form opens /search, and web/public/early-presses.js keeps the
 * buttons pressed. A shopper's first touch, key or focus starts it at once, so a press waits no longer than it must.
 * `data-modules` on this script: the entry first, then the modules it and the page import (fetched alongside it).
 * On a Sinhala or Tamil page it also shows the first screen's words once their font is in.
 */
(function () {
  var script = document.currentScript;
  var modules = script.dataset.modules.split(' ');
  var FIRST_PRESSES = ['pointerdown', 'touchstart', 'keydown', 'focusin'];
  /** The performance entries this browser reports (paints, element timings), none where it has no observer. */
  var ENTRY_TYPES = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  var started = false;

  function add(tag, attributes) {
    var element = document.createElement(tag);
    element.crossOrigin = '';
    for (var name in attributes) element[name] = attributes[name];
    document.head.appendChild(element);
  }

  function start() {
    if (started) return;
    started = true;
    FIRST_PRESSES.forEach(function (type) {
      document.removeEventListener(type, start, true);
    });
    add('script', { type: 'module', src: modules[0] });
    preloadInTurns(modules.slice(1));
  }

  // Each module asked for costs the main thread 0.2-4 ms, the first ones most (the request is set up there): the two
  // dozen asked for at once made one task of 10-20 ms, four times that on a phone. So the entry goes alone, its
  // download starting as early as before, and the rest follow two at a time, each pair in a task of its own
  // (decision 0120).
  var PRELOADS_PER_TURN = 2;

  function preloadInTurns(hrefs) {
    if (hrefs.length === 0) return;
    setTimeout(function () {
      hrefs.slice(0, PRELOADS_PER_TURN).forEach(function (href) {
        add('link', { rel: 'modulepreload', href: href });
      });
      preloadInTurns(hrefs.slice(PRELOADS_PER_TURN));
    }, 0);
  }

  // After `load` (the pictures are in) and once the page's first paint has reached the screen: the app's work stays out
  // of the largest paint. `load` can come before that paint (a Sinhala or Tamil page's text takes longer to lay out and
  // draw), and a paint is on screen only when the browser reports it, not when a frame has been asked for; a hidden
  // tab reports none, so a second after `load` the app starts anyway (decision 0100).
  var PAINT_WAIT_MS = 1000;

  function startWhenIdle() {
    if (window.requestIdleCallback) window.requestIdleCallback(start, { timeout: 1000 });
    else setTimeout(start, 0);
  }

  function painted() {
    return (
      !!performance.getEntriesByType &&
      performance.getEntriesByType('paint').some(function (entry) {
        return entry.name === 'first-contentful-paint';
      })
    );
  }

  // Painted already: when the main thread is idle, as before. Otherwise at the paint's report (it is on screen by then).
  function afterFirstPaint() {
    if (painted()) return startWhenIdle();
    var type = ENTRY_TYPES.indexOf('largest-contentful-paint') >= 0 ? 'largest-contentful-paint' : 'paint';
    if (ENTRY_TYPES.indexOf(type) < 0) return startWhenIdle();
    var finish = once(function () {
      observer.disconnect();
      start();
    });
    var observer = new PerformanceObserver(finish);
    observer.observe({ type: type, buffered: true });
    setTimeout(finish, PAINT_WAIT_MS);
  }

  /** `next`, called by whichever of its callers comes first, once. */
  function once(next) {
    var called = false;
    return function () {
      if (called) return;
      called = true;
      next();
    };
  }

  // A page's largest paint can be drawn after `load`: the home's poster in the frame after its bytes came, the words
  // of a Sinhala or Tamil page (and a category page's pictures) once their font is in (below). A paint is reported
  // when its frame is on screen, on a busy phone more than two frames later. So a page waits for the report of each of
  // its marked elements (`elementtiming`, the Element Timing API: the hero's poster and words, a category's or a
  // product's name), or for the three seconds after which the page's CSS shows the words anyway (decisions 0106, 0121).
  var MARKS_WAIT_MS = 3000;

  function afterMarksPainted(next) {
    var marked = document.querySelectorAll('[elementtiming]');
    if (marked.length === 0 || ENTRY_TYPES.indexOf('element') < 0) return next();
    var waiting = {};
    marked.forEach(function (element) {
      waiting[element.getAttribute('elementtiming')] = true;
    });
    var go = once(function () {
      observer.disconnect();
      next();
    });
    var observer = new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) {
        delete waiting[entry.identifier];
      });
      if (Object.keys(waiting).length === 0) go();
    });
    observer.observe({ type: 'element', buffered: true });
    setTimeout(go, MARKS_WAIT_MS);
  }

  function afterLoad() {
    afterMarksPainted(afterFirstPaint);
  }

  // A Sinhala or Tamil page arrives as <html data-script-font="pending">, which keeps its first screen's words hidden
  // (a style in the page's head) until their letters have arrived, so they are drawn once, in their own font: drawn
  // first in a fallback (boxes, where the phone has no such font) they took other widths and lines and moved what was
  // under them when the font swapped in (decisions 0103, 0121). The CSS shows them anyway after three seconds.
  // `data-faces` on this script: the faces to wait for, `|` between them; `data-letter`: one letter of their range (a
  // face with a `unicode-range` loads only for a letter in it). Here rather than in a script of its own, which was one
  // request more on the largest paint's path.
  function showWordsOnceTheirFontIsIn() {
    var html = document.documentElement;
    if (!html.hasAttribute('data-script-font')) return;
    var show = function () {
      html.removeAttribute('data-script-font');
    };
    if (!script.dataset.faces || !document.fonts || !document.fonts.load) return show();
    Promise.all(
      script.dataset.faces.split('|').map(function (face) {
        return document.fonts.load(face, script.dataset.letter);
      }),
    ).then(show, show);
  }

  showWordsOnceTheirFontIsIn();

  FIRST_PRESSES.forEach(function (type) {
    document.addEventListener(type, start, { capture: true, passive: true });
  });
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
})();
