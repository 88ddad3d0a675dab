/// <reference path="../types/webassembly.d.ts" />

import { randomUUID } from "node:crypto";
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
  executeScript: (script: string) => Promise<void>;
  underlyingDriver: () => { query: (text: string) => Promise<unknown> };
  onError: (error: unknown) => never;
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
  return runScriptsWhole(adapter);
}

/**
 * The pg adapter splits a migration script at every ";", which breaks semicolons in comments and
 * in function bodies. The native engine sends the script as one simple query; so does this (it
 * then also runs as one implicit transaction).
 */
function runScriptsWhole<T extends object>(adapter: T): T {
  const queryable = adapter as unknown as Queryable;
  queryable.executeScript = async (script) => {
    try {
      await queryable.underlyingDriver().query(script);
    } catch (error) {
      queryable.onError(error);
    }
  };
  return adapter;
}

type Disposable = { dispose: () => Promise<void> };

/** Disposes once, however often it is called (by the engine and by `close`). */
function disposeOnce<T extends Disposable>(adapter: T, extra: () => Promise<void> = async () => {}): T {
  const dispose = adapter.dispose.bind(adapter);
  let done: Promise<void> | undefined;
  adapter.dispose = () => {
    done ??= dispose().then(extra);
    return done;
  };
  return adapter;
}

class DescribablePrismaPg extends PrismaPg {
  private readonly connectionString: string;
  /** Every connection the engine opened; the engine does not close them itself. */
  readonly opened: Disposable[] = [];

  constructor(connectionString: string) {
    super({ connectionString }, { schema: "public" });
    this.connectionString = connectionString;
  }

  override async connect() {
    const adapter = disposeOnce(describeInternalChar(await super.connect()));
    this.opened.push(adapter);
    return adapter;
  }

  /**
   * A throw-away shadow database on the same server. PrismaPg's own version keeps the
   * connection string's database name (it wins over the `database` option), so the shadow
   * would be the live database itself.
   */
  override async connectToShadowDb() {
    const name = `prisma_migrate_shadow_db_${randomUUID().replaceAll("-", "")}`;
    const admin = await this.connect();
    await admin.executeScript(`CREATE DATABASE "${name}"`);
    const url = new URL(this.connectionString);
    url.pathname = `/${name}`;
    const shadowFactory = new DescribablePrismaPg(url.toString());
    const shadow = disposeOnce(await shadowFactory.connect(), async () => {
      await admin.executeScript(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    });
    this.opened.push(shadow);
    return shadow;
  }
}

/** The engine plus `close`, which frees it and closes every connection it opened. */
export async function openSchemaEngine(connectionString: string, schemaPath: string, schema: string) {
  await loadEngine();
  const factory = new DescribablePrismaPg(connectionString);
  const engine = await bindings.SchemaEngine.new(
    { datamodels: [[schemaPath, schema]] },
    () => {},
    bindMigrationAwareSqlAdapterFactory(factory),
  );
  const close = async () => {
    engine.free();
    // Shadow databases first: dropping one needs the admin connection still open.
    for (const adapter of [...factory.opened].reverse()) await adapter.dispose();
  };
  return { engine, close };
}
