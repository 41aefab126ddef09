// Files the tasks create under DATA_DIR (database, lock) are for the operator's user only.
process.umask(0o077);

/** Runs a command-line task: expected failures print one line and exit 1. */
export async function runCli(task: () => Promise<void>) {
  try {
    await task();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
