import Type from "typebox";

export const IdempotencyHeaders = Type.Object({
  "idempotency-key": Type.Optional(
    Type.String({ minLength: 1, maxLength: 200, pattern: "^[\\x21-\\x7E]+$" }),
  ),
});

export const Created = Type.Object({ success: Type.Literal(true), id: Type.String({ format: "uuid" }) });

export const Failure = Type.Object({
  success: Type.Literal(false),
  error: Type.Object({
    code: Type.String(),
    message: Type.String(),
    fields: Type.Optional(
      Type.Array(Type.Object({ field: Type.String(), problem: Type.String() }), {
        description: "The refused fields of an intake request and why (invalid_request only)",
      }),
    ),
  }),
});

/** Every route's client and server errors: the failure shape. */
export const failures = { "4xx": Failure, "5xx": Failure };

/** Answers of an intake route: 201 JSON, 303 for form posts, the failure shape otherwise. */
export const intakeResponses = {
  201: Created,
  303: Type.Null({ description: "Form post: redirect to the result page in the visitor's language" }),
  ...failures,
};

export const intakeContentTypes = ["application/json", "application/x-www-form-urlencoded"];
