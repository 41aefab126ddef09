/**
 * A logged error is a failure unless the test says it expects it. The setup file
 * (tests/setup/logged-errors.ts) records every `console.error` and every error/fatal line of the
 * app's logger during a test and fails the test on any that no `expectLoggedError` pattern
 * matches. An expected pattern that matches nothing fails the test too, so the declaration
 * cannot outlive the behaviour it describes.
 */
type LoggedErrorState = { logged: string[]; expected: RegExp[] };

const holder = globalThis as typeof globalThis & { __loggedErrors?: LoggedErrorState };

function state(): LoggedErrorState {
  holder.__loggedErrors ??= { logged: [], expected: [] };
  return holder.__loggedErrors;
}

/** Declares that this test logs an error matching `pattern` (and must). */
export function expectLoggedError(pattern: RegExp) {
  state().expected.push(pattern);
}

export function recordLoggedError(text: string) {
  state().logged.push(text);
}

export function resetLoggedErrors() {
  const current = state();
  current.logged = [];
  current.expected = [];
}

/** The problems to report for the test that just ran: unexpected errors and unmet expectations. */
export function loggedErrorProblems(): string[] {
  const { logged, expected } = state();
  const unexpected = logged.filter((text) => !expected.some((pattern) => pattern.test(text)));
  const unmet = expected.filter((pattern) => !logged.some((text) => pattern.test(text)));
  return [
    ...unexpected.map((text) => `Unexpected logged error: ${text}`),
    ...unmet.map((pattern) => `Expected a logged error matching ${pattern}, none was logged`),
  ];
}
