/**
 * Every machine is wired to its services the same way: one module per machine, named `…Actor.ts`
 * (boot/widgetActor.ts, sms/widgets/smsOptInActor.ts, widgets/copyCodeActor.ts, widgets/customerChatActor.ts,
 * widgets/omnichat/omnichatActor.ts, widgets/slideInTeaserActor.ts), is the only
 * frame-app file that calls `machine.provide(...)` or `createActor(...)`. A hook or component that
 * creates its own actor would be a second way, so this fails on it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const FRAME_APP = resolve(dirname(fileURLToPath(import.meta.url)), '../../../frame-app');
const WIRING_MODULES = ['boot/widgetActor.ts', 'sms/widgets/smsOptInActor.ts', 'widgets/copyCodeActor.ts', 'widgets/customerChatActor.ts', 'widgets/omnichat/omnichatActor.ts', 'widgets/slideInTeaserActor.ts'];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    // A package unpacked beside the sources (frame-app/node_modules) is not frame-app code.
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [relative(FRAME_APP, full).split('\\').join('/')] : [];
  });
}

/** Code only: comments may name the pattern. */
const withoutComments = (source: string): string => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

describe('machine wiring', () => {
  it('only the wiring modules provide services to a machine or create its actor', () => {
    const wiring = files(FRAME_APP).filter((path) => /\bcreateActor\(|\.provide\(/.test(withoutComments(readFileSync(join(FRAME_APP, path), 'utf8'))));
    expect(wiring.sort()).toEqual([...WIRING_MODULES].sort());
  });
});
