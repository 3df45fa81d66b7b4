/** Reads a request body with a size limit and parses it as JSON; failures are ApiFailures (413, 400). */
import type { IncomingMessage } from 'node:http';
import { fail } from './apiErrors';

/** Every API body is small; bigger ones are refused before parsing. */
export const MAX_BODY_BYTES = 16 * 1024;

export function readBody(req: IncomingMessage, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = Number.isFinite(declared) && declared > limit;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      // Keep reading but drop the bytes: destroying the socket would lose the 413 answer.
      if (size > limit) tooLarge = true;
      if (!tooLarge) chunks.push(chunk);
    });
    req.on('end', () => resolve(tooLarge ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function readJsonBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<unknown> {
  const raw = await readBody(req, limit);
  if (raw === null) throw fail(413, `Body larger than ${limit} bytes`, undefined, { Connection: 'close' });
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw fail(400, 'Body is not valid JSON');
  }
}
