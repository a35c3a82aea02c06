/**
 * What every shop project of a run shares (the local shop, Chromium). Vitest imports a project's global setup anew for
 * each project, so a module's own variable would start one per project (three shops and three browsers, each idle
 * shop sweeping on its timers); the process's global object is the same for all of them. The last project to let go
 * stops it.
 */
interface Shared {
  value: Promise<unknown>;
  users: number;
}

const sharedThings = globalThis as typeof globalThis & { shopTestRun?: Map<string, Shared> };

export function oncePerRun<T>(
  name: string,
  start: () => Promise<T>,
  stop: (value: T) => Promise<void>,
): { value: Promise<T>; release: () => Promise<void> } {
  const things = (sharedThings.shopTestRun ??= new Map());
  let thing = things.get(name);
  if (!thing) {
    thing = { value: start(), users: 0 };
    things.set(name, thing);
  }
  thing.users += 1;
  const held = thing;
  let released = false;
  return {
    value: held.value as Promise<T>,
    release: async () => {
      if (released) return;
      released = true;
      held.users -= 1;
      if (held.users > 0) return;
      things.delete(name);
      await stop((await held.value) as T);
    },
  };
}
