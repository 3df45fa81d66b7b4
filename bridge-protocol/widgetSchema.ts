/** Placeholder until the widget schema lands (studio-E): no problems. */
export interface WidgetProblem {
  path: string;
  message: string;
}
export function widgetProblems(_widget: unknown): WidgetProblem[] {
  return [];
}
