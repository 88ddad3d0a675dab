import type { ConsultationCopy } from "@firm/content/dictionaries/consultation";
import type { consultationRequest } from "@firm/intake/forms";
import { CharacterCount } from "@firm/ui/character-count";
import { Fieldset } from "@firm/ui/fieldset";
import { RadioGroup } from "@firm/ui/radio-group";
import { SelectField } from "@firm/ui/select-field";
import { TextField } from "@firm/ui/text-field";
import * as styles from "../contact/contact-form.css.ts";
import type { IntakeForm } from "../contact/use-intake-form.ts";
import type { consultationChoices } from "./consultation-fields.ts";

type GroupsProps = {
  form: IntakeForm<typeof consultationRequest>;
  copy: ConsultationCopy["form"];
  choices: ReturnType<typeof consultationChoices>;
};

/** The free consultation form's six groups (docs/product.md#2-routes); each control's rules come from @firm/intake/forms. */
export function ConsultationGroups({ form, copy, choices }: GroupsProps) {
  const { labels, hints, groups } = copy;
  return (
    <>
      <Fieldset legend={groups.personal.title} intro={groups.personal.intro}>
        <div className={styles.row}>
          <TextField label={labels.firstName} {...form.bind("firstName")} />
          <TextField label={labels.lastName} {...form.bind("lastName")} />
        </div>
        <div className={styles.row}>
          <TextField label={labels.email} {...form.bind("email")} />
          <TextField label={labels.phone} {...form.bind("phone")} />
        </div>
        <TextField
          label={labels.alternatePhone}
          hint={hints.alternatePhone}
          {...form.bind("alternatePhone")}
        />
      </Fieldset>
      <Fieldset legend={groups.case.title} intro={groups.case.intro}>
        <SelectField label={labels.caseType} options={choices.caseType} {...form.bind("caseType")} />
        <div className={styles.row}>
          <TextField label={labels.incidentDate} hint={hints.incidentDate} {...form.bind("incidentDate")} />
          <TextField
            label={labels.incidentLocation}
            hint={hints.incidentLocation}
            {...form.bind("incidentLocation")}
          />
        </div>
        <CharacterCount
          label={labels.caseDescription}
          hint={hints.caseDescription}
          {...form.bindCounted("caseDescription")}
        />
        <div className={styles.row}>
          <SelectField
            label={labels.injurySeverity}
            options={choices.injurySeverity}
            {...form.bind("injurySeverity")}
          />
          <SelectField
            label={labels.medicalTreatment}
            options={choices.medicalTreatment}
            {...form.bind("medicalTreatment")}
          />
        </div>
      </Fieldset>
      <Fieldset legend={groups.legal.title} intro={groups.legal.intro}>
        <div className={styles.row}>
          <SelectField label={labels.hasLawyer} options={choices.hasLawyer} {...form.bind("hasLawyer")} />
          <TextField
            label={labels.insuranceCompany}
            hint={hints.insuranceCompany}
            {...form.bind("insuranceCompany")}
          />
        </div>
        <div className={styles.row}>
          <SelectField
            label={labels.insuranceClaim}
            options={choices.insuranceClaim}
            {...form.bind("insuranceClaim")}
          />
          <SelectField
            label={labels.policeReport}
            options={choices.policeReport}
            {...form.bind("policeReport")}
          />
        </div>
      </Fieldset>
      <Fieldset legend={groups.financial.title} intro={groups.financial.intro}>
        <div className={styles.row}>
          <SelectField
            label={labels.estimatedDamages}
            hint={hints.estimatedDamages}
            options={choices.estimatedDamages}
            {...form.bind("estimatedDamages")}
          />
          <SelectField label={labels.lostWages} options={choices.lostWages} {...form.bind("lostWages")} />
        </div>
      </Fieldset>
      <Fieldset legend={groups.preferences.title} intro={groups.preferences.intro}>
        <RadioGroup
          legend={labels.preferredContactMethod}
          layout="row"
          options={choices.preferredContactMethod}
          {...form.bindRadio("preferredContactMethod")}
        />
        <SelectField
          label={labels.preferredContactTime}
          options={choices.preferredContactTime}
          {...form.bind("preferredContactTime")}
        />
        <RadioGroup legend={labels.urgency} options={choices.urgency} {...form.bindRadio("urgency")} />
        <TextField
          label={labels.availableDates}
          hint={hints.availableDates}
          {...form.bind("availableDates")}
        />
      </Fieldset>
      <Fieldset legend={groups.additional.title} intro={groups.additional.intro}>
        <CharacterCount label={labels.witnesses} hint={hints.witnesses} {...form.bindCounted("witnesses")} />
        <CharacterCount
          label={labels.additionalInfo}
          hint={hints.additionalInfo}
          {...form.bindCounted("additionalInfo")}
        />
      </Fieldset>
    </>
  );
}
