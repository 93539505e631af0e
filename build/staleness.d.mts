/** A fingerprint of the sources under `root`: changes when a file is edited, added, removed or replaced. */
export function sourceFingerprint(root: string): string;
/** True when `dist` holds a complete build of exactly these sources. */
export function isFresh(dist: string, fingerprint: string): boolean;
/** Marks `dist` as built from the sources of `fingerprint` (the build's last step). */
export function stamp(dist: string, fingerprint: string): void;
