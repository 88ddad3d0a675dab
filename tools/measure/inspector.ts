/**
 * A Chrome DevTools Protocol session over a loopback port: with a Node process started with
 * `--inspect` (the measurement scripts read its heap and record CPU profiles through it), or with a
 * page of a Chromium started with `--remote-debugging-port` (its events arrive through `on`).
 */
export type InspectorSession = {
  call: <Result>(method: string, params?: Record<string, unknown>) => Promise<Result>;
  on: (method: string, listener: (params: unknown) => void) => void;
  close: () => void;
};

/** Opens a session with the first target the port lists, or the first of `type` ("page"). */
export async function openInspector(port: number, type?: string): Promise<InspectorSession> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    type: string;
    webSocketDebuggerUrl: string;
  }[];
  const target = targets.find((candidate) => !type || candidate.type === type);
  if (!target) throw new Error(`the inspector lists no ${type ?? ""} target`);
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  const pending = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Map<string, ((params: unknown) => void)[]>();
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as {
      id?: number;
      method?: string;
      params?: unknown;
      result?: unknown;
      error?: { message: string };
    };
    for (const listener of listeners.get(message.method ?? "") ?? []) listener(message.params);
    const waiter = message.id === undefined ? undefined : pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id as number);
    if (message.error) waiter.reject(new Error(message.error.message));
    else waiter.resolve(message.result);
  };
  let nextId = 0;
  return {
    call: <Result>(method: string, params: Record<string, unknown> = {}) =>
      new Promise<Result>((resolve, reject) => {
        nextId += 1;
        pending.set(nextId, { resolve: resolve as (result: unknown) => void, reject });
        socket.send(JSON.stringify({ id: nextId, method, params }));
      }),
    on: (method, listener) => listeners.set(method, [...(listeners.get(method) ?? []), listener]),
    close: () => socket.close(),
  };
}

/**
 * V8 heap in use after a full garbage collection, in MiB: what the process really retains,
 * without the garbage collector's sawtooth.
 */
export async function heapAfterGc(port: number): Promise<number> {
  const session = await openInspector(port);
  try {
    await session.call("HeapProfiler.collectGarbage");
    const { usedSize } = await session.call<{ usedSize: number }>("Runtime.getHeapUsage");
    return usedSize / 2 ** 20;
  } finally {
    session.close();
  }
}
