/** The waitlist only refuses an address that is empty after trimming; the input's type=email does the rest. */
export function normaliseWaitlistEmail(raw: string): string | null {
  const email = raw.trim();
  return email ? email : null;
}
