/** An error's message for a console line, whatever was thrown (an Error, a string, anything). */
export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));
