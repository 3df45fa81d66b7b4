/** What is wrong with one field of a configuration, at the path of the wrong value, in words for the site owner. */
export interface FieldProblem {
  path: string;
  message: string;
}
