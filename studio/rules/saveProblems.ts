/**
 * What a failed save says, split for the screen: one line for the banner, and each problem the server
 * tied to a field (`field`: a path such as `data.messenger_code_settings.size`) for that field. The
 * server lists every invalid field (`problems`, one per `{message, field}` of its answer); an error
 * without the list still carries its first problem in `message` and `field`.
 */
export interface SaveFailure {
  message: string;
  field?: string | undefined;
  problems?: ReadonlyArray<{ message: string; field?: string | undefined }>;
}

export interface SaveProblems {
  summary: string;
  byField: Readonly<Record<string, string>>;
}

export function saveProblems(error: SaveFailure): SaveProblems {
  const listed = error.problems !== undefined && error.problems.length > 0 ? error.problems : [{ message: error.message, field: error.field }];
  const byField: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const p of listed) if (p.field !== undefined && p.field !== '' && byField[p.field] === undefined) byField[p.field] = p.message;
  const count = listed.length;
  const summary = count > 1 ? `Not saved: ${count} fields need a change. ${listed[0]?.message ?? ''}` : `Not saved: ${error.message}`;
  return { summary, byField };
}

/** The error's problems, read defensively: what the client attaches is unknown to this rule. */
export function saveFailureOf(error: unknown): SaveFailure {
  if (!(error instanceof Error)) return { message: String(error) };
  const e = error as Error & { field?: unknown; problems?: unknown };
  const problems = Array.isArray(e.problems)
    ? e.problems.flatMap((p: unknown) => {
        if (typeof p !== 'object' || p === null) return [];
        const { message, field } = p as { message?: unknown; field?: unknown };
        return typeof message === 'string' ? [{ message, field: typeof field === 'string' ? field : undefined }] : [];
      })
    : undefined;
  return { message: error.message, field: typeof e.field === 'string' ? e.field : undefined, problems };
}
