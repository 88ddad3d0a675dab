import { consultationRequest, type FieldValues } from "@firm/intake/forms";
import { bodySchema, type MetaValues } from "@firm/intake/schema";

/** POST /api/consultation body: every consultation field (@firm/intake/forms) and the meta fields. */
export const ConsultationBody = bodySchema(consultationRequest);

export type ConsultationBody = Partial<FieldValues<typeof consultationRequest>> & MetaValues;
