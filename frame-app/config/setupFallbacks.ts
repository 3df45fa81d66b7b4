/**
 * SPEC §3 lists `buttonSize` and `skin` twice: in `data.main` and in `data.setup`. A site owner who set
 * them only in `setup` (where the messenger plugins' options used to live) expects the widget to follow
 * them, so `setup`'s value stands in where the operator's `main` has none. `main` wins when it has its
 * own; a kind's default only applies when neither section says anything (hence before the merge).
 */
import { hasOwn } from '../../bridge-protocol/ownValue';
import { isPlainObject } from '../../bridge-protocol/validate';

const SETUP_FALLBACK_FIELDS = ['buttonSize', 'skin'] as const;

/** The server's `data` with `main.buttonSize` / `main.skin` taken from `setup` where `main` has none; a new object. */
export function withSetupFallbacks(data: Record<string, unknown>): Record<string, unknown> {
  const setup = data.setup;
  if (!isPlainObject(setup)) return data;
  const main: Record<string, unknown> = isPlainObject(data.main) ? { ...data.main } : {};
  let changed = false;
  for (const field of SETUP_FALLBACK_FIELDS) {
    const fromSetup = hasOwn(setup, field) ? setup[field] : undefined;
    const own = hasOwn(main, field) ? main[field] : undefined;
    if ((own === undefined || own === null) && fromSetup !== undefined && fromSetup !== null) {
      main[field] = fromSetup;
      changed = true;
    }
  }
  return changed ? { ...data, main } : data;
}
