import { intakeForms } from "@firm/intake/form-token";
import Type, { type Static } from "typebox";

export const FormTokenQuery = Type.Object(
  { form: Type.Enum([...intakeForms], { description: "The form the token is for" }) },
  { additionalProperties: false },
);
export type FormTokenQuery = Static<typeof FormTokenQuery>;

export const FormTokenIssued = Type.Object({
  success: Type.Literal(true),
  token: Type.String({ description: "Send it back as the form's formToken field" }),
});
