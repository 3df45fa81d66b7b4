/**
 * Where the operator's own tools find a generated admin token: a file only the server's user may read
 * (mode 0600), written at each start when no ADMIN_TOKEN is set. File permissions are the one notion of
 * "the operator on this machine" that a reverse proxy cannot forward: the admin API asks every request
 * for the token, and `curl -H "Authorization: Bearer $(cat .data/admin-token)"` is how a local script
 * gets in. The same token is in the database (`settings.studio_admin_token`), which holds every page anyway.
 */
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export async function writeAdminTokenFile(file: string, token: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(file, `${token}\n`, { mode: 0o600 });
  // `mode` applies only when the file is created: an older copy with wider rights is narrowed too.
  await chmod(file, 0o600);
}
