import { fill } from "@firm/content/template";
import { type FieldDefinition, maxLengthOf } from "@firm/intake/field";
import type { FieldProblem } from "@firm/intake/validity";
import { useCopy } from "../../lib/copy.ts";

/** The visitor-facing message of a field's problem, in the page's language. */
export function useProblemMessage() {
  const { fieldProblems } = useCopy("formsCommon");
  return (problem: FieldProblem, field: FieldDefinition): string =>
    problem === "tooLong"
      ? fill(fieldProblems.tooLong, { max: String(maxLengthOf(field) ?? "") })
      : fieldProblems[problem];
}
