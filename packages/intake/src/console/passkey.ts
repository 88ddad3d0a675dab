import Type from "typebox";
import { optionalLine } from "../schema.ts";

const Base64Url = (maxLength: number) =>
  Type.String({ minLength: 1, maxLength, pattern: "^[A-Za-z0-9_-]+$" });

/** The page's host (name[:port]): passkeys are bound to it, and it must be one of the site's. */
export const CeremonyStart = Type.Object(
  { host: Type.String({ minLength: 1, maxLength: 255 }) },
  { additionalProperties: false },
);

/** What @simplewebauthn/browser returns; its inner fields are checked by @simplewebauthn/server. */
const Credential = Type.Object({
  id: Base64Url(1024),
  rawId: Base64Url(1024),
  type: Type.Literal("public-key"),
  response: Type.Record(Type.String(), Type.Unknown()),
  clientExtensionResults: Type.Record(Type.String(), Type.Unknown()),
  authenticatorAttachment: Type.Optional(Type.String({ maxLength: 40 })),
});

export const CeremonyOptions = Type.Object({
  success: Type.Literal(true),
  challengeId: Type.String({ format: "uuid" }),
  options: Type.Record(Type.String(), Type.Unknown()),
});

export const PasskeySignIn = Type.Object(
  { challengeId: Type.String({ format: "uuid" }), response: Credential },
  { additionalProperties: false },
);

export const NewPasskey = Type.Object(
  { challengeId: Type.String({ format: "uuid" }), response: Credential, name: optionalLine(80) },
  { additionalProperties: false },
);

export const PasskeyParams = Type.Object({ id: Base64Url(1024) });

export const PasskeyList = Type.Object({
  success: Type.Literal(true),
  passkeys: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      createdAt: Type.String(),
      lastUsedAt: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
});
