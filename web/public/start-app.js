/*
 * Starts the app on a server-drawn page once the page has loaded and been painted, so its code (about 135 KB) shares
 * neither the phone's link with the largest picture nor the main thread with the first paint (decisions 0083, 0100).
 * The page works before then: links are links, the search form opens /search, and web/public/early-presses.js keeps the
 * buttons pressed. A shopper's first touch, key or focus starts it at once, so a press waits no longer than it must.
 * `data-modules` on this script: the entry first, then the modules it and the page import (fetched alongside it).
 */
(function () {
  var modules = document.currentScript.dataset.modules.split(' ');
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

  // The home's hero (its poster and its words) is its largest paint, and can be drawn after `load`: the poster in the
  // frame after its bytes came, the words of a Sinhala or Tamil home once their font is in (web/public/script-font-wait.js,
  // decision 0103). A paint is reported when its frame is on screen, on a busy phone more than two frames later. So a
  // page with a hero waits for the report of each of its marked elements (`elementtiming="hero-…"`, the Element Timing
  // API), or for the three seconds after which the page's CSS shows the words anyway.
  var HERO_WAIT_MS = 3000;

  function afterHeroPainted(next) {
    var marked = document.querySelectorAll('[elementtiming^="hero-"]');
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
    setTimeout(go, HERO_WAIT_MS);
  }

  function afterLoad() {
    afterHeroPainted(afterFirstPaint);
  }

  FIRST_PRESSES.forEach(function (type) {
    document.addEventListener(type, start, { capture: true, passive: true });
  });
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
})();
