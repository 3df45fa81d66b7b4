/** What every rule of the "Who" section is given: the audience as stored, the writer of one rule, and the save check's problems. */
import type { WidgetProblem } from '../../bridge-protocol/studio/widgetSchema';

export interface AudienceRuleProps {
  audience: Record<string, unknown>;
  /** Writes the rule at a path under the audience (an empty value removes it). */
  onRule: (rule: string, value: unknown) => void;
  problems: readonly WidgetProblem[];
}
