/**
 * What the server says at start about a risky set-up it can see from its own settings (server/start.ts
 * prints each as a warning). Pure.
 *  - The studio shares its host name with other services. Browsers scope cookies by host name, not by
 *    port, so every other server on that name (another port of the same machine, the widget provider
 *    itself behind the same name) receives the studio's session cookie. On a deployment (SERVER_NAMES
 *    or TRUST_PROXY set, or bound beyond loopback) the studio belongs on a host name of its own.
 */
export interface DeploymentFacts {
  behindProxy: boolean;
  /** SERVER_NAMES: the public names of the widget provider. */
  serverNames: readonly string[];
  /** STUDIO_NAMES, or null when the studio answers on the provider's names. */
  studioNames: readonly string[] | null;
  bindHost: string;
}

const LOOPBACK_BINDS = new Set(['127.0.0.1', '::1', 'localhost']);

export function deploymentWarnings(facts: DeploymentFacts): string[] {
  const warnings: string[] = [];
  const deployed = facts.serverNames.length > 0 || facts.behindProxy || !LOOPBACK_BINDS.has(facts.bindHost);
  const shared = facts.studioNames?.filter((name) => facts.serverNames.includes(name)) ?? null;
  if (shared === null && deployed) {
    const names = facts.serverNames.length > 0 ? facts.serverNames.join(', ') : `this server's address (${facts.bindHost})`;
    warnings.push(
      `The studio answers on the widget provider's names (${names}). Browsers send its session cookie to every server on a host name, whatever the port: ` +
        'give the studio a host name of its own, e.g. STUDIO_NAMES=studio.example.com (README, "Deployment").',
    );
  } else if (shared !== null && shared.length > 0) {
    warnings.push(`STUDIO_NAMES shares ${shared.join(', ')} with SERVER_NAMES: the studio's session cookie reaches everything served on that name. Give the studio a name of its own.`);
  }
  return warnings;
}
