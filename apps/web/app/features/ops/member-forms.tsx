import { opsRoleLabels, opsRoles } from "@firm/content/enums/ops-role";
import { Button } from "@firm/ui/button";
import { SelectField } from "@firm/ui/select-field";
import { Stack } from "@firm/ui/stack";
import { useCopy } from "../../lib/copy.ts";
import { usePage } from "../../lib/page-context.ts";
import { memberName } from "./format.ts";
import type { TeamMember } from "./types.ts";

type Props = { member: TeamMember; csrf: string };

/** An administrator changes another member's role (posted as intent=role). */
export function RoleForm({ member, csrf }: Props) {
  const { users: copy } = useCopy("opsConsole");
  const { locale } = usePage();
  return (
    <form method="post">
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value="role" />
      <input type="hidden" name="userId" value={member.id} />
      <Stack direction="row" gap="sm" align="start">
        <SelectField
          id={`role-${member.id}`}
          name="role"
          label={copy.changeRole}
          aria-label={`${copy.changeRole}: ${memberName(member)}`}
          defaultValue={member.role}
          options={opsRoles.map((role) => ({ value: role, label: opsRoleLabels[locale][role] }))}
        />
        <Button
          type="submit"
          variant="secondary"
          size="sm"
          aria-label={`${copy.saveRole}: ${memberName(member)}`}
        >
          {copy.saveRole}
        </Button>
      </Stack>
    </form>
  );
}

/** An administrator disables or enables another member's access (posted as intent=access). */
export function AccessForm({ member, csrf }: Props) {
  const { users: copy } = useCopy("opsConsole");
  const label = member.disabledAt ? copy.enable : copy.disable;
  return (
    <form method="post">
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value="access" />
      <input type="hidden" name="userId" value={member.id} />
      <input type="hidden" name="disabled" value={member.disabledAt ? "false" : "true"} />
      <Button type="submit" variant="secondary" size="sm" aria-label={`${label}: ${memberName(member)}`}>
        {label}
      </Button>
    </form>
  );
}
