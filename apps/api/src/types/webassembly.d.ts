/** The slice of the WebAssembly global the schema engine loader uses (Node has it; @types/node omits it). */
declare namespace WebAssembly {
  type Exports = Record<string, unknown>;
  interface Instance {
    readonly exports: Exports;
  }
  function instantiate(
    bytes: ArrayBufferView | ArrayBuffer,
    imports: Record<string, Record<string, unknown>>,
  ): Promise<{ instance: Instance }>;
}
