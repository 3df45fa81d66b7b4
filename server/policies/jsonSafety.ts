/**
 * Whether a parsed JSON value can be stored and served back safely. JSON.parse accepts things the rest
 * of the system cannot: PostgreSQL refuses NUL (`\u0000`) in text and jsonb and a lone surrogate
 * (`"\ud800"`) in jsonb, and a value nested thousands deep overflows every recursive consumer (the
 * loader serialises each widget). Checked right after parsing, so such a body is a 400, never a 500.
 * Iterative: the check itself never recurses.
 */

import { MAX_CONFIG_DEPTH } from '../../bridge-protocol/jsonDepth';

/**
 * Deeper than this is refused: the loader's own limit for a widget (bridge-protocol/jsonDepth.ts), so
 * the server never stores a configuration the loader would refuse. A real one is under 10 levels deep.
 */
export const MAX_JSON_DEPTH = MAX_CONFIG_DEPTH;

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function stringProblem(text: string, where: string): string | null {
  if (text.includes('\u0000')) return `${where}: text must not contain NUL characters`;
  if (LONE_SURROGATE.test(text)) return `${where}: text must not contain unpaired surrogates (invalid Unicode)`;
  return null;
}

/** Why `value` cannot be stored (the first problem found), or null. `where` names the root in messages. */
export function storableJsonProblem(value: unknown, where = 'body', maxDepth = MAX_JSON_DEPTH): string | null {
  const stack: { value: unknown; depth: number; path: string }[] = [{ value, depth: 0, path: where }];
  while (stack.length > 0) {
    const item = stack.pop() as { value: unknown; depth: number; path: string };
    const v = item.value;
    if (typeof v === 'string') {
      const problem = stringProblem(v, item.path);
      if (problem) return problem;
      continue;
    }
    if (typeof v !== 'object' || v === null) continue;
    if (item.depth >= maxDepth) return `${where}: nested more than ${maxDepth} levels deep`;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) stack.push({ value: v[i], depth: item.depth + 1, path: `${item.path}[${i}]` });
      continue;
    }
    for (const [key, child] of Object.entries(v)) {
      const keyProblem = stringProblem(key, `${item.path} (a key)`);
      if (keyProblem) return keyProblem;
      stack.push({ value: child, depth: item.depth + 1, path: `${item.path}.${key}` });
    }
  }
  return null;
}
