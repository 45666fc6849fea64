/**
 * A signal that the records deciding who may see what have changed (groups, which per-application
 * permissions may name), for the modules that keep such rights cached briefly. In-process only:
 * other servers behind the same database rely on their caches' short lifetimes.
 */
const listeners = new Set<() => void>();

/** Calls `listener` after every {@link accessChanged} in this process. */
export function onAccessChange(listener: () => void): void {
  listeners.add(listener);
}

/** Tells the caches that rights may have changed. */
export function accessChanged(): void {
  for (const listener of listeners) listener();
}
