import { describe, expect, it } from 'vitest';
import { appStartedAfterLoad } from '../../web/src/app/prerender/app-start';

const shell = [
  '<head>',
  '    <script src="/early-presses.js" async></script>',
  '    <script type="module" crossorigin src="/assets/index-a.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/react-b.js">',
  '    <link rel="modulepreload" crossorigin href="/assets/api-c.js">',
  '</head>',
  '<body><div id="root"></div>',
  '</body>',
].join('\n');

describe('a drawn page starts the app after it has loaded (decision 0083)', () => {
  it('takes the entry script and module preloads out of the head and hands them, with the page’s modules, to start-app.js', () => {
    const page = appStartedAfterLoad(shell, ['/assets/HomePage-d.js']);
    expect(page).not.toContain('type="module"');
    expect(page).not.toContain('modulepreload');
    expect(page).toContain('<script src="/early-presses.js" async></script>');
    expect(page).toContain(
      '<script src="/start-app.js" data-modules="/assets/index-a.js /assets/react-b.js /assets/api-c.js /assets/HomePage-d.js" async></script>\n  </body>',
    );
  });

  it('gives start-app.js the attributes it is handed, such as the faces a Sinhala or Tamil page waits for', () => {
    const page = appStartedAfterLoad(shell, [], 'data-faces="400 1em &quot;F&quot;" data-letter="a"');
    expect(page).toContain(
      '<script src="/start-app.js" data-modules="/assets/index-a.js /assets/react-b.js /assets/api-c.js" data-faces="400 1em &quot;F&quot;" data-letter="a" async></script>',
    );
  });

  it('refuses a shell without an entry script', () => {
    expect(() => appStartedAfterLoad('<head></head><body></body>', [])).toThrow(/no entry script/);
  });
});
