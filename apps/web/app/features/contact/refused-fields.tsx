import { type FieldProblem, fieldProblems } from "@firm/intake/validity";
import { Text } from "@firm/ui/text";
import { useCopy } from "../../lib/copy.ts";

type Labels = Readonly<Record<string, string>>;

/**
 * The refused fields a form post's result names (`?fields=phone:phone,caseDescription:blank`, names
 * and reasons only), each with its label and what to correct; unknown entries are left out.
 */
export function RefusedFields({ fields, labels }: { fields: string | null; labels: Labels }) {
  const copy = useCopy("formsCommon");
  // Looked up in Maps, never as properties: the query is anyone's, and "__proto__" or "constructor"
  // would otherwise read the prototype's members as a label.
  const known = new Map(Object.entries(labels));
  const problems = new Map<string, FieldProblem>(fieldProblems.map((problem) => [problem, problem]));
  const refused = new Map<string, { field: string; label: string; message: string }>();
  for (const entry of (fields ?? "").split(",")) {
    const [field = "", problem = ""] = entry.split(":");
    const label = known.get(field);
    const reason = problems.get(problem);
    if (label && !refused.has(field))
      refused.set(field, { field, label, message: reason ? copy.fieldProblems[reason] : "" });
  }
  const entries = [...refused.values()];
  if (entries.length === 0) return null;
  return (
    <div>
      <Text>{copy.refusedFieldsIntro}</Text>
      <ul>
        {entries.map(({ field, label, message }) => (
          <li key={field}>
            <Text as="span" weight="bold">
              {label}
            </Text>
            {message ? `: ${message}` : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
