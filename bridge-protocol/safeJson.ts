/**
 * JSON text that host-page prototype patches cannot bend. Prototype.js (and other old libraries) put
 * `toJSON` on Array.prototype, String.prototype or Object.prototype, and `JSON.stringify` calls them:
 * arrays come out as quoted strings and the server gets other data than was sent. This serializer
 * walks plain data itself and calls no `toJSON`; a Date becomes its ISO string, anything that is not
 * data (functions, symbols, undefined) is left out as JSON.stringify leaves it out. Cycles throw.
 */

const ESCAPES: Readonly<Record<string, string>> = { '"': '\\"', '\\': '\\\\', '\b': '\\b', '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function quote(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be escaped
  return `"${text.replace(/["\\\u0000-\u001f]/g, (c) => ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}"`;
}

function serialize(value: unknown, seen: Set<object>): string | undefined {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return quote(value);
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'bigint':
      return String(value);
    case 'object':
      break;
    default:
      return undefined;
  }
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'null' : quote(value.toISOString());
  const object = value as object;
  if (seen.has(object)) throw new TypeError('safeStringify: the value has a cycle');
  seen.add(object);
  try {
    if (Array.isArray(object)) return `[${object.map((item) => serialize(item, seen) ?? 'null').join(',')}]`;
    const parts: string[] = [];
    for (const key of Object.keys(object)) {
      const text = serialize((object as Record<string, unknown>)[key], seen);
      if (text !== undefined) parts.push(`${quote(key)}:${text}`);
    }
    return `{${parts.join(',')}}`;
  } finally {
    seen.delete(object);
  }
}

export function safeStringify(value: unknown): string {
  return serialize(value, new Set()) ?? 'null';
}
