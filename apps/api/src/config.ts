import Type, { type Static } from "typebox";
import Value from "typebox/value";

const ConfigSchema = Type.Object({
  HOST: Type.String({ default: "127.0.0.1" }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3001 }),
  DATABASE_URL: Type.String({ pattern: "^postgres(ql)?://", description: "PostgreSQL connection URL" }),
  LOG_LEVEL: Type.Union(
    ["fatal", "error", "warn", "info", "debug", "trace", "silent"].map((level) => Type.Literal(level)),
    { default: "info" },
  ),
  TRUST_PROXY: Type.String({
    default: "",
    description: "Comma-separated proxy addresses/CIDRs whose X-Forwarded-For is trusted",
  }),
  INTAKE_RATE_LIMIT_MAX: Type.Integer({ minimum: 1, default: 5 }),
  INTAKE_RATE_LIMIT_WINDOW_MS: Type.Integer({ minimum: 1000, default: 600_000 }),
});

export type Config = Static<typeof ConfigSchema>;

/** Reads the configuration from the environment, failing with one clear line per problem. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const input = Object.fromEntries(
    Object.keys(ConfigSchema.properties)
      .filter((key) => env[key] !== undefined && env[key] !== "")
      .map((key) => [key, env[key]]),
  );
  const converted = Value.Convert(ConfigSchema, Value.Default(ConfigSchema, input));
  const errors = [...Value.Errors(ConfigSchema, converted)];
  if (errors.length > 0) {
    const lines = errors.map((error) => `  ${error.instancePath.slice(1) || "config"}: ${error.message}`);
    throw new Error(`Invalid configuration:\n${[...new Set(lines)].join("\n")}`);
  }
  return converted as Config;
}
