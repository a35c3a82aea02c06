import { describe, expect, it } from 'vitest';
import { inlineShellStyles, styleTags } from '../../web/src/app/prerender/html-document';

const styles = { '/assets/index-a.css': '.a{color:red}', '/assets/Home-b.css': '.b{content:"</style>"}' };

describe('a drawn page carries its styles inline (decision 0043)', () => {
  it('puts a known page stylesheet inline, with a disabled link the lazy loader recognises', () => {
    const tags = styleTags(['/assets/Home-b.css', '/assets/Other-c.css'], styles);
    expect(tags).toContain(
      '<style>.b{content:"<\\/style>"}</style><link rel="stylesheet" href="/assets/Home-b.css" disabled />',
    );
    expect(tags).toContain('<link rel="stylesheet" href="/assets/Other-c.css" />');
  });

  it("replaces the shell's own stylesheet link by its text, and keeps an unknown one", () => {
    const shell =
      '<head><link rel="stylesheet" crossorigin href="/assets/index-a.css"><link rel="stylesheet" href="/x.css"></head>';
    expect(inlineShellStyles(shell, styles)).toBe(
      '<head><style>.a{color:red}</style><link rel="stylesheet" href="/x.css"></head>',
    );
  });
});
