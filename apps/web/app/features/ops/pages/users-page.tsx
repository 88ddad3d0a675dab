import { opsRoleLabels, opsRoles } from "@firm/content/enums/ops-role";
import { Button } from "@firm/ui/button";
import { ErrorSummary } from "@firm/ui/error-summary";
import { Fieldset } from "@firm/ui/fieldset";
import { FormBanner } from "@firm/ui/form-banner";
import { Heading } from "@firm/ui/heading";
import { SelectField } from "@firm/ui/select-field";
import { Stack } from "@firm/ui/stack";
import { TextField } from "@firm/ui/text-field";
import { useCopy } from "../../../lib/copy.ts";
import { usePage } from "../../../lib/page-context.ts";
import type { Route } from "../../../routes/ops/+types/users";
import { ConsoleTable } from "../console-table.tsx";
import { memberName } from "../format.ts";
import { AccessForm, RoleForm } from "../member-forms.tsx";
import * as styles from "../ops.css.ts";

/** The team: who can sign in, with which role; invite a member; end someone's sessions. */
export default function UsersView({ loaderData, actionData }: Route.ComponentProps) {
  const { users: copy, signIn, errors } = useCopy("opsConsole");
  const { locale } = usePage();
  const error = actionData?.error === "exists" ? copy.exists : actionData ? signIn.invalidEmail : null;
  return (
    <Stack gap="lg">
      <Heading level={1}>{copy.title}</Heading>
      {loaderData.changed ? (
        <FormBanner
          tone={loaderData.changed === "ok" ? "success" : "error"}
          title={copy.title}
          message={loaderData.changed === "ok" ? copy.changed : copy.ownAccount}
        />
      ) : null}
      {loaderData.done ? (
        <FormBanner
          tone="success"
          title={copy.title}
          message={loaderData.done === "invited" ? copy.invited : copy.revoked}
        />
      ) : null}
      <ConsoleTable
        caption={copy.caption}
        columns={[copy.name, copy.email, copy.role, copy.state, copy.revoke]}
      >
        {loaderData.users.map((user) => (
          <tr key={user.id}>
            <th scope="row" className={styles.cell}>
              {memberName(user)}
            </th>
            <td className={styles.cell}>{user.email}</td>
            <td className={styles.cell}>
              {opsRoleLabels[locale][user.role]}
              {user.id === loaderData.me ? null : <RoleForm member={user} csrf={loaderData.csrf} />}
            </td>
            <td className={styles.cell}>
              {user.disabledAt ? copy.disabled : copy.active}
              {user.id === loaderData.me ? null : <AccessForm member={user} csrf={loaderData.csrf} />}
            </td>
            <td className={styles.cell}>
              <form method="post">
                <input type="hidden" name="csrf" value={loaderData.csrf} />
                <input type="hidden" name="intent" value="revoke" />
                <input type="hidden" name="userId" value={user.id} />
                <Button
                  type="submit"
                  variant="secondary"
                  size="sm"
                  aria-label={`${copy.revoke}: ${memberName(user)}`}
                >
                  {copy.revoke}
                </Button>
              </form>
            </td>
          </tr>
        ))}
      </ConsoleTable>
      <form method="post">
        <input type="hidden" name="csrf" value={loaderData.csrf} />
        <input type="hidden" name="intent" value="invite" />
        <Fieldset legend={copy.invite}>
          <Stack gap="md" align="start">
            {error ? (
              <ErrorSummary title={errors.title} errors={[{ fieldId: "invite-email", message: error }]} />
            ) : null}
            <TextField
              id="invite-email"
              name="email"
              type="email"
              label={copy.email}
              required
              defaultValue={actionData?.invite.email ?? ""}
              error={error ?? undefined}
            />
            <TextField
              id="invite-name"
              name="name"
              label={copy.name}
              defaultValue={actionData?.invite.name ?? ""}
            />
            <SelectField
              id="invite-role"
              name="role"
              label={copy.role}
              defaultValue={actionData?.invite.role ?? "intake"}
              options={opsRoles.map((role) => ({ value: role, label: opsRoleLabels[locale][role] }))}
            />
            <Button type="submit">{copy.inviteSubmit}</Button>
          </Stack>
        </Fieldset>
      </form>
    </Stack>
  );
}
