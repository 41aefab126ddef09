/** Runs a command-line task: expected failures print one line and exit 1. */
export async function runCli(task: () => Promise<void>) {
  try {
    await task();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
