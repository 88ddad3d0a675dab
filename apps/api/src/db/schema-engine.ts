import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import * as bindings from "@prisma/schema-engine-wasm/schema_engine_bg";

let ready: Promise<void> | undefined;

/** The engine reports a Rust panic's message here before it throws. */
const panics = {
  last: "",
  set_message(message: string) {
    panics.last = message;
    console.error(`[schema-engine] panic: ${message}`);
  },
};
Object.assign(globalThis, { PRISMA_WASM_PANIC_REGISTRY: panics });

/** Loads Prisma's WebAssembly schema engine once (the package's own entry needs WASM ES-module imports). */
function loadEngine(): Promise<void> {
  ready ??= (async () => {
    const glue = createRequire(import.meta.url).resolve("@prisma/schema-engine-wasm/schema_engine_bg");
    const wasm = await readFile(join(dirname(glue), "schema_engine_bg.wasm"));
    const { instance } = await WebAssembly.instantiate(wasm, { "./schema_engine_bg.js": bindings });
    bindings.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
  })();
  return ready;
}

type PgResult = { fields: { dataTypeID: number }[] };
type Queryable = {
  performIO: (query: unknown) => Promise<PgResult>;
  queryRaw: (query: unknown) => Promise<{ columnTypes: number[] }>;
};

const CHAR_OID = 18;
const TEXT_OID = 25;
const CHARACTER_COLUMN = 6;

/**
 * The pg adapter cannot type PostgreSQL's internal one-byte "char" columns (pg_class.relkind, …)
 * that the engine reads when it describes a database: they are fetched as text and reported as the
 * engine's Character column type.
 */
function describeInternalChar<T extends object>(adapter: T): T {
  const queryable = adapter as unknown as Queryable;
  const performIO = queryable.performIO.bind(queryable);
  const queryRaw = queryable.queryRaw.bind(queryable);
  let charColumns: number[] = [];
  queryable.performIO = async (query) => {
    const result = await performIO(query);
    charColumns = result.fields.flatMap((field, index) => (field.dataTypeID === CHAR_OID ? [index] : []));
    for (const index of charColumns) (result.fields[index] as { dataTypeID: number }).dataTypeID = TEXT_OID;
    return result;
  };
  queryable.queryRaw = async (query) => {
    const result = await queryRaw(query);
    for (const index of charColumns) result.columnTypes[index] = CHARACTER_COLUMN;
    return result;
  };
  return adapter;
}

class DescribablePrismaPg extends PrismaPg {
  override async connect() {
    return describeInternalChar(await super.connect());
  }
  override async connectToShadowDb() {
    return describeInternalChar(await super.connectToShadowDb());
  }
}

export async function openSchemaEngine(connectionString: string, schemaPath: string, schema: string) {
  await loadEngine();
  const adapter = bindMigrationAwareSqlAdapterFactory(
    new DescribablePrismaPg({ connectionString }, { schema: "public" }),
  );
  return bindings.SchemaEngine.new({ datamodels: [[schemaPath, schema]] }, () => {}, adapter);
}
