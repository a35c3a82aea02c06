/**
 * Stands in for `mnemonist/lru-cache` in the Lambda bundles (decision 0045). The DynamoDB client builds an endpoint
 * cache on that class even when endpoint discovery is off, as it is for us; mnemonist brings typed-array helpers and
 * iterators, about 7 KB per bundle. A Map keeps insertion order, which is all a least-recently-used cache needs.
 * Only the methods `@aws-sdk/endpoint-cache` calls are here.
 */
export default class LRUCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly capacity: number) {
    if (!(capacity > 0)) throw new Error('An LRU cache needs a capacity above 0.');
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value, now the most recently used. */
  get(key: K): V | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key) as V;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  /** The value, without counting as a use. */
  peek(key: K): V | undefined {
    return this.entries.get(key);
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  set(key: K, value: V): this {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as K);
    return this;
  }

  clear(): void {
    this.entries.clear();
  }
}
