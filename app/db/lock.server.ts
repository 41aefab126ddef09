import lockfile from "proper-lockfile";

export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `The embedded database in ${dataDir} is already in use by another process (is the server running?). ` +
        "Stop it first, or point DATA_DIR elsewhere.",
    );
  }
}

/**
 * PGlite has no lock of its own: two processes on one data directory corrupt it. The lock is
 * a directory created atomically next to the data, refreshed while held and considered stale
 * once its holder stops refreshing it (a crashed process does not block the next start).
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: `${dataDir}/.lock`,
      stale: 15_000,
      update: 5_000,
      realpath: false,
      onCompromised: (error) => {
        // Losing the lock means another process may write: stop before anything is damaged.
        console.error(`Lost the lock on ${dataDir}: ${error.message}`);
        process.exit(1);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ELOCKED") throw new DataDirLockedError(dataDir);
    throw error;
  }
}
