import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';

type Secret = string | ArrayBuffer | ArrayBufferView;

/** SHA-256, or its HMAC when given a secret, in the shape @smithy/signature-v4 asks for (node:crypto underneath). */
export class Sha256 {
  private hash: Hash | Hmac;

  constructor(private readonly secret?: Secret) {
    this.hash = this.fresh();
  }

  private fresh(): Hash | Hmac {
    if (this.secret === undefined) return createHash('sha256');
    const s = this.secret;
    const key =
      typeof s === 'string'
        ? s
        : ArrayBuffer.isView(s)
          ? Buffer.from(s.buffer, s.byteOffset, s.byteLength)
          : Buffer.from(s);
    return createHmac('sha256', key);
  }

  update(data: string | Uint8Array): void {
    this.hash.update(data);
  }

  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }

  reset(): void {
    this.hash = this.fresh();
  }
}
