import { caseTypes } from "@firm/content/enums/case-type";
import { recordStatuses } from "@firm/content/enums/record-status";
import { sourceChannelLabels, sourceChannels } from "@firm/content/enums/source-channel";
import { urgencies } from "@firm/content/enums/urgency";
import { Button } from "@firm/ui/button";
import { Checkbox } from "@firm/ui/checkbox";
import { Fieldset } from "@firm/ui/fieldset";
import { Grid } from "@firm/ui/grid";
import { SelectField } from "@firm/ui/select-field";
import { Stack } from "@firm/ui/stack";
import { TextField } from "@firm/ui/text-field";
import { useCopy } from "../../lib/copy.ts";
import { usePage } from "../../lib/page-context.ts";
import { memberName } from "./format.ts";
import { recordTypes } from "./inbox-filter.ts";
import { valueLabel } from "./labels.ts";
import * as styles from "./ops.css.ts";
import type { TeamMember } from "./types.ts";

type Props = { values: Readonly<Record<string, string>>; users: readonly TeamMember[] };

/** The inbox's filters: a GET form, so every filter is in the address (and works without script). */
export function InboxFilters({ values, users }: Props) {
  const copy = useCopy("opsConsole");
  const { locale } = usePage();
  const { inbox } = copy;
  const any = { value: "", label: inbox.any };
  const options = (list: readonly string[], field: string) => [
    any,
    ...list.filter(Boolean).map((value) => ({ value, label: valueLabel(field, value, locale, copy) })),
  ];
  const narrowed = Object.keys(values).some((name) => !["q", "cursor", "sort", "overdue"].includes(name));
  return (
    <form method="get" action="/ops">
      <Fieldset legend={inbox.filters}>
        <Stack gap="md">
          <TextField
            id="filter-q"
            name="q"
            type="text"
            enterKeyHint="search"
            label={inbox.search}
            defaultValue={values.q ?? ""}
          />
          <Grid minColumn="sm" gap="md">
            <SelectField
              id="filter-sort"
              name="sort"
              label={inbox.sort}
              defaultValue={values.sort ?? "newest"}
              options={[
                { value: "newest", label: inbox.sortNewest },
                { value: "due", label: inbox.sortDue },
              ]}
            />
          </Grid>
          <Checkbox
            id="filter-overdue"
            name="overdue"
            value="true"
            label={inbox.overdueOnly}
            defaultChecked={values.overdue === "true"}
          />
          {/* Closed unless in use, so that a phone shows the requests without scrolling past every filter. */}
          <details open={narrowed}>
            <summary className={styles.summary}>{inbox.moreFilters}</summary>
            <Stack gap="md">
              <Grid minColumn="sm" gap="md">
                <SelectField
                  id="filter-type"
                  name="type"
                  label={inbox.type}
                  defaultValue={values.type ?? ""}
                  options={options(recordTypes, "type")}
                />
                <SelectField
                  id="filter-status"
                  name="status"
                  label={inbox.status}
                  defaultValue={values.status ?? ""}
                  options={options(recordStatuses, "status")}
                />
                <SelectField
                  id="filter-case-type"
                  name="caseType"
                  label={inbox.caseType}
                  defaultValue={values.caseType ?? ""}
                  options={options(caseTypes, "caseType")}
                />
                <SelectField
                  id="filter-urgency"
                  name="urgency"
                  label={inbox.urgency}
                  defaultValue={values.urgency ?? ""}
                  options={options(urgencies, "urgency")}
                />
                <SelectField
                  id="filter-source"
                  name="source"
                  label={copy.source.inboxSource}
                  defaultValue={values.source ?? ""}
                  options={[
                    any,
                    ...sourceChannels.map((value) => ({ value, label: sourceChannelLabels[locale][value] })),
                  ]}
                />
                <TextField
                  id="filter-source-name"
                  name="sourceName"
                  type="text"
                  label={copy.source.inboxSourceName}
                  defaultValue={values.sourceName ?? ""}
                />
                <SelectField
                  id="filter-assignee"
                  name="assignee"
                  label={inbox.assignee}
                  defaultValue={values.assignee ?? ""}
                  options={[
                    any,
                    { value: "me", label: inbox.me },
                    { value: "none", label: inbox.nobody },
                    ...users.map((user) => ({ value: user.id, label: memberName(user) })),
                  ]}
                />
                <TextField
                  id="filter-from"
                  name="from"
                  type="date"
                  label={inbox.from}
                  defaultValue={values.from ?? ""}
                />
                <TextField
                  id="filter-to"
                  name="to"
                  type="date"
                  label={inbox.to}
                  defaultValue={values.to ?? ""}
                />
              </Grid>
              <Checkbox
                id="filter-spam"
                name="spam"
                value="include"
                label={inbox.includeSpam}
                defaultChecked={values.spam === "include"}
              />
            </Stack>
          </details>
          <Stack direction="row" gap="md" align="center">
            <Button type="submit">{inbox.apply}</Button>
            <a href="/ops">{inbox.clear}</a>
          </Stack>
        </Stack>
      </Fieldset>
    </form>
  );
}
