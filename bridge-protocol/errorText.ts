/** The message of a thrown value for a console line: an Error's message, anything else as text. One copy for the loader's many warnings. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
