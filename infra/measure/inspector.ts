/**
 * A Chrome DevTools Protocol session with a Node process started with `--inspect` on a loopback
 * port: the measurement scripts read its heap and record CPU profiles through it.
 */
export type InspectorSession = {
  call: <Result>(method: string, params?: Record<string, unknown>) => Promise<Result>;
  close: () => void;
};

export async function openInspector(port: number): Promise<InspectorSession> {
  const [target] = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  if (!target) throw new Error("the inspector lists no target");
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  const pending = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as {
      id?: number;
      result?: unknown;
      error?: { message: string };
    };
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
