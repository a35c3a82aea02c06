import { describe, expect, it } from 'vitest';
import { isSafeSvg, sniffFileType } from '../../functions/lib/file-types';

describe('file types from bytes', () => {
  it('recognises jpeg, png, gif, pdf and svg by their first bytes', () => {
    expect(sniffFileType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))?.extension).toBe('jpg');
    expect(sniffFileType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))?.extension).toBe('png');
    expect(sniffFileType(Buffer.from('GIF89a...'))?.extension).toBe('gif');
    expect(sniffFileType(Buffer.from('%PDF-1.7\n'))?.extension).toBe('pdf');
    expect(sniffFileType(Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>'))?.extension).toBe('svg');
    expect(sniffFileType(Buffer.from('hello'))).toBeNull();
    expect(sniffFileType(Buffer.from('<html><svg></svg></html>'))).toBeNull();
  });

  it('accepts only SVGs that cannot run code or fetch anything', () => {
    expect(isSafeSvg(Buffer.from('<svg><path d="M0 0h1"/><use href="#a"/></svg>'))).toBe(true);
    for (const bad of ['<svg><script>x</script></svg>', '<svg onload="x()"/>', '<svg><a href="javascript:x()">a</a></svg>', '<svg><image href="https://evil.example/x.png"/></svg>', '<svg><foreignObject/></svg>', '<svg style="background:url(https://x)"/>',
      '<svg><a><set attributeName="href" to="jav&#x61;script:alert(1)"/><text>x</text></a></svg>', '<svg><a><animate attributeName="xlink:href" values="jav&#x61;script:x()"/></a></svg>']) {
      expect(isSafeSvg(Buffer.from(bad)), bad).toBe(false);
    }
  });
});
