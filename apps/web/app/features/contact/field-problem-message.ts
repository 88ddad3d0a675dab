import type { FieldProblem } from "@firm/intake/validity";
import { useCopy } from "../../lib/copy.ts";

/** The visitor-facing message of a field's problem, in the page's language. */
export function useProblemMessage() {
  const { fieldProblems } = useCopy("formsCommon");
  return (problem: FieldProblem): string => fieldProblems[problem];
}
