/**
 * A request sent exactly as given: the path unnormalised (fetch would resolve `..`), any Host header
 * (fetch forbids it), and only the given headers (fetch adds `Cache-Control: no-cache` to a request with
 * its own If-None-Match, which a server must answer in full).
 */
import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as sent (still compressed when the answer is). */
  bytes: Buffer;
  /** The bytes as UTF-8 text. */
  body: string;
}

export function rawRequest(port: number, method: string, rawPath: string, headers: Record<string, string> = {}, body?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: rawPath, method, headers, setHost: !('Host' in headers) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes, body: bytes.toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

export const rawGet = (port: number, rawPath: string, headers: Record<string, string> = {}): Promise<RawAnswer> =>
  rawRequest(port, 'GET', rawPath, headers);
