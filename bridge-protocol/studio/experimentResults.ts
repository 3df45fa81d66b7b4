/**
 * A widget's split test as the studio shows it (`GET /studio/api/pages/:id/widgets/:widgetId/experiment`,
 * issue 47 item 2), shared by the server that answers and the studio that checks the answer. Per arm:
 * visitors exposed (sessions the widget was shown to in that arm), those of them who opted in, the rate, and
 * for every arm but the control its chance to beat the control and the expected loss of choosing it. A
 * verdict only when every arm has its exposures, the days have passed and the split matches its weights.
 */
import { arrayOf, bool, literal, nullable, num, object, str, type Infer } from '../validate';

const armResultSchema = /* @__PURE__ */ object({
  id: str(32),
  weight: num(),
  control: bool(),
  exposures: num(),
  optIns: num(),
  rate: num(),
  /** Against the control; null for the control itself. */
  chanceToBeat: nullable(num()),
  expectedLoss: nullable(num()),
});
export type ArmResult = Infer<typeof armResultSchema>;

export const experimentResultsResponseSchema = /* @__PURE__ */ object({
  state: literal(true),
  pageId: str(64),
  widgetId: str(64),
  key: str(64),
  status: literal('running', 'stopped'),
  /** The first exposure (ISO time), null before any. */
  since: nullable(str(40)),
  days: num(),
  /** 0 to 1: how far every arm is from 150 exposures and the test from 3 days. */
  progress: num(),
  sampleRatio: object({ chiSquare: num(), p: num(), mismatch: bool() }),
  arms: arrayOf(armResultSchema, 6),
  /** The arm most likely best (the control when no arm is more likely than not to beat it). */
  leader: nullable(str(32)),
  /** The winner, once the data allow one: the leader at a 95 % chance (or the control, every arm at 5 % or less). */
  verdict: nullable(str(32)),
});
export type ExperimentResultsResponse = Infer<typeof experimentResultsResponseSchema>;
