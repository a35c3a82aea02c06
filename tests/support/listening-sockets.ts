import { readFileSync, readdirSync, readlinkSync } from 'node:fs';

/** A TCP socket in the LISTEN state: the address it is bound to and its port. */
export interface Listener {
  address: string;
  port: number;
}

const LISTEN = '0A';

/** The pids of a process group (a shop started with `detached` leads its own group, its pid is the group's id). */
function processGroup(pgid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // The command name (field 2) is in parentheses and may hold spaces; the group id is the 3rd field after it.
        const afterName = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1];
        return Number(afterName.split(' ')[2]) === pgid;
      } catch {
        return false; // the process ended meanwhile
      }
    })
    .map(Number);
}

function socketInodes(pid: number): Set<string> {
  const inodes = new Set<string>();
  let fds: string[] = [];
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return inodes;
  }
  for (const fd of fds) {
    try {
      const inode = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
      if (inode) inodes.add(inode);
    } catch {
      // the descriptor closed meanwhile
    }
  }
  return inodes;
}

/** /proc/net/tcp* print each 32-bit word of the address in host (little-endian) byte order. */
function decodeAddress(hex: string): string {
  const bytes = (hex.match(/.{8}/g) ?? []).flatMap((word) => [...Buffer.from(word, 'hex').reverse()]);
  if (bytes.length === 4) return bytes.join('.');
  const groups = Array.from({ length: 8 }, (_, i) => ((bytes[2 * i] << 8) | bytes[2 * i + 1]).toString(16));
  return groups.join(':');
}

function listenersByInode(table: string): Map<string, Listener> {
  const byInode = new Map<string, Listener>();
  for (const line of readFileSync(table, 'utf8').trim().split('\n').slice(1)) {
    const [, local, , state, , , , , , inode] = line.trim().split(/\s+/);
    if (state !== LISTEN) continue;
    const [address, port] = local.split(':');
    byInode.set(inode, { address: decodeAddress(address), port: parseInt(port, 16) });
  }
  return byInode;
}

/** Every TCP port the processes of a process group listen on, read from /proc (Linux). */
export function groupListeners(pgid: number): Listener[] {
  const listening = new Map([...listenersByInode('/proc/net/tcp'), ...listenersByInode('/proc/net/tcp6')]);
  const inodes = new Set(processGroup(pgid).flatMap((pid) => [...socketInodes(pid)]));
  return [...inodes].flatMap((inode) => listening.get(inode) ?? []);
}

/** 127.0.0.0/8, ::1, or 127.x mapped into IPv6 (written by decodeAddress without shortening). */
export function isLoopback(address: string): boolean {
  return /^127\./.test(address) || address === '0:0:0:0:0:0:0:1' || /^0:0:0:0:0:ffff:7f[0-9a-f]{2}:/.test(address);
}
