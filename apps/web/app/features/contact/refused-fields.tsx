import { fieldProblems } from "@firm/intake/validity";
import { Text } from "@firm/ui/text";
import { useCopy } from "../../lib/copy.ts";

type Labels = Readonly<Record<string, string>>;

/**
 * The refused fields a form post's result names (`?fields=phone:phone,caseDescription:blank`, names
 * and reasons only), each with its label and what to correct; unknown entries are left out.
 */
export function RefusedFields({ fields, labels }: { fields: string | null; labels: Labels }) {
  const copy = useCopy("formsCommon");
  const entries = (fields ?? "").split(",").flatMap((entry) => {
    const [field = "", problem = ""] = entry.split(":");
    const label = labels[field];
    const known = (fieldProblems as readonly string[]).includes(problem) && problem !== "tooLong";
    return label ? [{ field, label, message: known ? copy.fieldProblems[problem as "missing"] : "" }] : [];
  });
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
