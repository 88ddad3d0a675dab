import { createHash, createPrivateKey, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

type Cbor = Parameters<typeof isoCBOR.encode>[0];

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

/**
 * A software passkey (ES256, "none" attestation) that answers WebAuthn ceremonies as a browser and
 * an authenticator would, for API tests; the browser end is tested with Chromium's virtual authenticator.
 */
export function softAuthenticator(origin: string) {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const credentialId = randomBytes(16);
  let counter = 0;
  const rpIdHash = () => sha256(new URL(origin).hostname);
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  function authenticatorData(flags: number, attested?: Uint8Array) {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(++counter);
    return Buffer.concat([rpIdHash(), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  return {
    id: b64url(credentialId),
    /** navigator.credentials.create() for `options.challenge`, as @simplewebauthn/browser returns it. */
    register(challenge: string) {
      const coseKey = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? "", "base64url")],
        [-3, Buffer.from(jwk.y ?? "", "base64url")],
      ]);
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), length, credentialId, isoCBOR.encode(coseKey)]);
      const authData = authenticatorData(0x45, attested);
      const attestationObject = isoCBOR.encode(
        new Map<string, Cbor>([
          ["fmt", "none"],
          ["attStmt", new Map<string, Cbor>()],
          ["authData", authData],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: "public-key" as const,
        response: {
          clientDataJSON: b64url(clientData("webauthn.create", challenge)),
          attestationObject: b64url(attestationObject),
          transports: ["internal"],
        },
        clientExtensionResults: {},
      };
    },
    /** navigator.credentials.get() for `options.challenge`. */
    authenticate(challenge: string, { sameCounter = false } = {}) {
      if (sameCounter) counter--;
      const authData = authenticatorData(0x05);
      const data = clientData("webauthn.get", challenge);
      const signature = sign(
        "sha256",
        Buffer.concat([authData, sha256(data)]),
        createPrivateKey(privateKey.export({ format: "pem", type: "pkcs8" })),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: "public-key" as const,
        response: {
          clientDataJSON: b64url(data),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
        },
        clientExtensionResults: {},
      };
    },
  };
}
