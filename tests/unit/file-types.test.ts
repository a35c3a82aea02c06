import { describe, expect, it } from 'vitest';
import { sniffFileType } from '../../functions/lib/file-types';

describe('file types from bytes', () => {
  it('recognises jpeg, png, gif, pdf and svg by their first bytes', () => {
    expect(sniffFileType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))?.extension).toBe('jpg');
    expect(sniffFileType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))?.extension).toBe('png');
    expect(sniffFileType(Buffer.from('GIF89a...'))?.extension).toBe('gif');
    expect(sniffFileType(Buffer.from('%PDF-1.7\n'))?.extension).toBe('pdf');
    expect(
      sniffFileType(Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>'))?.extension,
    ).toBe('svg');
    expect(sniffFileType(Buffer.from('hello'))).toBeNull();
    expect(sniffFileType(Buffer.from('<html><svg></svg></html>'))).toBeNull();
  });
});
