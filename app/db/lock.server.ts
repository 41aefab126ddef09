import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import lockfile from "proper-lockfile";

export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `The embedded database in ${dataDir} is already in use by another process (is the server running?). ` +
        "Stop it first, or point DATA_DIR elsewhere.",
    );
  }
}

/** Who holds the lock: enough to tell, on this host, whether that process still runs. */
type LockOwner = { pid: number; startTime: string | null; host: string };

const OWNER_FILE = "owner.json";

/**
 * How long a lock directory without an owner record counts as being created right now (its
 * holder writes the record just after the `mkdir`); older than this, its holder died there.
 */
const OWNERLESS_GRACE_MS = 10_000;

/**
 * When the process started, from /proc (Linux): a recycled pid has another start time. Null
 * where /proc is missing; the pid alone is then the test.
 */
function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces), which ends at the last ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function currentOwner(): LockOwner {
  return { pid: process.pid, startTime: processStartTime(process.pid), host: os.hostname() };
}

function isRunning(owner: LockOwner): boolean {
  // Another machine's process (a shared network disk) cannot be checked: assume it runs.
  if (owner.host !== os.hostname()) return true;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ESRCH") return false;
  }
  return owner.startTime === null || processStartTime(owner.pid) === owner.startTime;
}

function readOwner(lockDir: string): LockOwner | null {
  try {
    const value = JSON.parse(fs.readFileSync(path.join(lockDir, OWNER_FILE), "utf8"));
    return typeof value?.pid === "number" ? (value as LockOwner) : null;
  } catch {
    return null;
  }
}

/** Whether the lock directory's holder is gone, so the lock may be taken over. */
function isAbandoned(lockDir: string): boolean {
  const owner = readOwner(lockDir);
  if (owner) return !isRunning(owner);
  try {
    return Date.now() - fs.statSync(lockDir).mtimeMs > OWNERLESS_GRACE_MS;
  } catch {
    return true;
  }
}

/** Creates the lock directory atomically with our owner record; false when it exists. */
function tryCreate(lockDir: string): boolean {
  try {
    fs.mkdirSync(lockDir, { mode: 0o700 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  fs.writeFileSync(path.join(lockDir, OWNER_FILE), JSON.stringify(currentOwner()), {
    mode: 0o600,
  });
  return true;
}

/**
 * Replaces an abandoned lock. Two processes starting together after a crash must not both
 * remove it (the second would remove the first's new lock), so the check and the swap happen
 * under a short-lived second lock.
 */
async function takeOverAbandoned(dataDir: string, lockDir: string): Promise<boolean> {
  let releaseTakeover: () => Promise<void>;
  try {
    releaseTakeover = await lockfile.lock(dataDir, {
      lockfilePath: `${lockDir}-takeover`,
      stale: 10_000,
      retries: { retries: 5, minTimeout: 100, maxTimeout: 500 },
      realpath: false,
    });
  } catch {
    return false;
  }
  try {
    if (!isAbandoned(lockDir)) return false;
    fs.rmSync(lockDir, { recursive: true, force: true });
    return tryCreate(lockDir);
  } finally {
    await releaseTakeover();
  }
}

/**
 * PGlite has no lock of its own: two processes on one data directory corrupt it. The lock is
 * the directory `DATA_DIR/.lock`, created atomically and holding the owner's pid and process
 * start time, so a lock left by a killed process is taken over at once while a running
 * holder's lock is always respected.
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => Promise<void>> {
  const lockDir = path.join(dataDir, ".lock");
  if (!tryCreate(lockDir) && !(await takeOverAbandoned(dataDir, lockDir))) {
    throw new DataDirLockedError(dataDir);
  }
  return async () => {
    const owner = readOwner(lockDir);
    if (owner?.pid === process.pid && owner.host === os.hostname()) {
      fs.rmSync(lockDir, { recursive: true, force: true });
    }
  };
}
