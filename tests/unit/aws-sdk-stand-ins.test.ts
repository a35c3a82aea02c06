import { Sha256 as SdkSha256 } from '@smithy/core/checksum';
// The module the stand-in replaces in the bundles: a dependency of @aws-sdk/endpoint-cache, read here as the reference.
import MnemonistLRUCache from 'mnemonist/lru-cache';
import { describe, expect, it } from 'vitest';
import { Sha256 } from '../../functions/lib/aws-sdk/checksum-node-only';
import LRUCache from '../../functions/lib/aws-sdk/lru-cache';

/** A small deterministic generator, so a failing sequence can be replayed. */
function numbers(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % below;
  };
}

describe('the LRU cache that stands in for mnemonist/lru-cache (decision 0045)', () => {
  it('answers every call as mnemonist does, over random sequences of gets, peeks, sets and clears', () => {
    for (const seed of [1, 7, 42, 2026]) {
      const next = numbers(seed);
      const capacity = 1 + next(5);
      const ours = new LRUCache<string, number>(capacity);
      const theirs = new MnemonistLRUCache<string, number>(capacity);
      for (let step = 0; step < 2_000; step += 1) {
        const key = `k${next(9)}`;
        const operation = next(20);
        if (operation < 8) {
          ours.set(key, step);
          theirs.set(key, step);
        } else if (operation < 13) expect(ours.get(key), `seed ${seed} step ${step}`).toBe(theirs.get(key));
        else if (operation < 16) expect(ours.peek(key)).toBe(theirs.peek(key));
        else if (operation < 19) expect(ours.has(key)).toBe(theirs.has(key));
        else {
          ours.clear();
          theirs.clear();
        }
        expect(ours.size).toBe(theirs.size);
      }
    }
  });

  it('drops the least recently used entry, and a peek does not count as a use', () => {
    const cache = new LRUCache<string, number>(2);
    cache.set('a', 1).set('b', 2);
    cache.peek('a');
    cache.set('c', 3);
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([false, true, true]);
    cache.get('b');
    cache.set('d', 4);
    expect([cache.has('b'), cache.has('c'), cache.has('d')]).toEqual([true, false, true]);
  });

  it('refuses a capacity of 0, as mnemonist does', () => {
    expect(() => new LRUCache(0)).toThrow();
    expect(() => new MnemonistLRUCache(0)).toThrow();
  });
});

describe('the SHA-256 that stands in for @smithy/core/checksum (decision 0045)', () => {
  const utf8 = (text: string) => new TextEncoder().encode(text);
  const bytes = utf8('අයිතමය · பொருள் · 🧴 beard balm');
  const secrets = [undefined, 'AWS4secret', bytes, bytes.buffer.slice(0), new DataView(bytes.buffer, 3, 10)];

  // The signer passes bytes (toUint8Array of its strings) and keys as text or bytes.
  it('gives the digest and the HMAC the SDK gives, for every kind of secret and input the signer passes', async () => {
    for (const secret of secrets) {
      for (const parts of [[utf8('')], [bytes], [utf8('canonical\n'), bytes.subarray(5, 20), utf8('request')]]) {
        const ours = new Sha256(secret);
        const theirs = new SdkSha256(secret);
        for (const part of parts) {
          ours.update(part);
          theirs.update(part);
        }
        expect(Buffer.from(await ours.digest()).toString('hex')).toBe(
          Buffer.from(await theirs.digest()).toString('hex'),
        );
      }
    }
  });

  it('starts again after reset', async () => {
    const hash = new Sha256('key');
    hash.update(utf8('first'));
    hash.reset();
    hash.update(utf8('second'));
    const fresh = new SdkSha256('key');
    fresh.update(utf8('second'));
    expect(await hash.digest()).toEqual(await fresh.digest());
  });
});
