/** The message to show for a failure: the server's Spanish detail when there is one, else the fallback. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() ? error.message : fallback
}
