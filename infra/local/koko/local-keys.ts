import { generateKeyPairSync } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** An RSA key pair as PEM text. */
export interface PemKeyPair {
  privateKey: string;
  publicKey: string;
}

/**
 * The local shop's two KOKO key pairs: the merchant's (the shop signs KOKO's form with it, the stand-in checks it)
 * and the stand-in's own (it signs its callbacks, the shop checks them). Made on the first start and kept in
 * DATA_DIR, like the token-signing secret, so a payment started before a restart still verifies after it. They never
 * leave this machine: no key is written in the repository.
 */
export const LOCAL_KOKO_KEYS_FILE = 'koko-local-keys.json';

export interface LocalKokoKeys {
  merchant: PemKeyPair;
  standIn: PemKeyPair;
}

const newPair = (): PemKeyPair =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

export function localKokoKeys(dataDir: string): LocalKokoKeys {
  const file = resolve(dataDir, LOCAL_KOKO_KEYS_FILE);
  if (!existsSync(file))
    writeFileSync(file, JSON.stringify({ merchant: newPair(), standIn: newPair() }), { mode: 0o600 });
  return JSON.parse(readFileSync(file, 'utf8')) as LocalKokoKeys;
}
