/**
 * The password policy of staff accounts, shared by the sign-up and reset forms (hints) and the
 * server (enforcement). Every unmet rule yields one readable reason.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

// The most used passwords of public breach lists that are long enough to pass the length rule.
const COMMON_PASSWORDS = new Set([
  "1234567890",
  "12345678910",
  "0123456789",
  "1q2w3e4r5t",
  "qwertyuiop",
  "1qaz2wsx3edc",
  "password123",
  "password1234",
  "passw0rd123",
  "iloveyou123",
  "qwerty12345",
  "qwerty123456",
  "abcdef123456",
  "abc1234567",
  "administrator",
  "admin12345",
  "welcome123",
  "letmein123",
  "football123",
  "monkey12345",
  "sunshine123",
  "princess123",
]);

export const PASSWORD_RULES = [
  `At least ${PASSWORD_MIN_LENGTH} characters`,
  "At least one letter and one number or symbol",
  "Not your email address or a common password",
] as const;

export function passwordProblems(password: string, email?: string | null): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) {
    problems.push(`Use at least ${PASSWORD_MIN_LENGTH} characters.`);
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    problems.push(`Use at most ${PASSWORD_MAX_LENGTH} characters.`);
  }
  if (!/\p{L}/u.test(password)) problems.push("Include at least one letter.");
  if (!/[^\p{L}\s]/u.test(password)) problems.push("Include at least one number or symbol.");
  const lower = password.toLowerCase();
  const localPart = email?.split("@")[0]?.toLowerCase() ?? "";
  if (localPart.length >= 4 && lower.includes(localPart)) {
    problems.push("Do not use your email address in the password.");
  }
  if (COMMON_PASSWORDS.has(lower)) problems.push("This password is too common; choose another.");
  return problems;
}

/** One sentence for a message line: "Password too weak: Use at least 10 characters. …". */
export function describePasswordProblems(problems: string[]): string {
  return `Password too weak: ${problems.join(" ")}`;
}
