import { readdir, readFile, readlink } from "node:fs/promises";

/** The inodes of the sockets listening on a TCP port, from /proc/net/tcp and tcp6 (Linux). */
async function listeningInodes(port: number): Promise<Set<string>> {
  const inodes = new Set<string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    const text = await readFile(table, "utf8").catch(() => "");
    for (const line of text.split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      const [, local = "", , state, , , , , , inode = ""] = fields;
      if (state === "0A" && Number.parseInt(local.split(":")[1] ?? "", 16) === port) inodes.add(inode);
    }
  }
  return inodes;
}

/** `pid` and its descendants, from the parent of each process in /proc. */
async function processTree(pid: number): Promise<Set<number>> {
  const names = (await readdir("/proc")).filter((name) => /^\d+$/.test(name));
  const parentOf = new Map<number, number>();
  await Promise.all(
    names.map(async (name) => {
      const stat = await readFile(`/proc/${name}/stat`, "utf8").catch(() => "");
      // The command name (2nd field) may hold spaces; the parent is the 2nd field after it.
      parentOf.set(Number(name), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    }),
  );
  const tree = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [child, parent] of parentOf) {
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child);
        grew = true;
      }
    }
  }
  return tree;
}

/**
 * Whether the process `pid` (or one it started, such as nginx's workers) holds the socket that
 * listens on `port`: a port that answers may belong to another program. Undefined where /proc does
 * not tell (not Linux), for the caller to trust the port alone.
 */
export async function listensOn(pid: number, port: number): Promise<boolean | undefined> {
  if (!(await readFile("/proc/net/tcp", "utf8").catch(() => undefined))) return undefined;
  const inodes = await listeningInodes(port);
  if (inodes.size === 0) return false;
  for (const member of await processTree(pid)) {
    const fds = await readdir(`/proc/${member}/fd`).catch(() => [] as string[]);
    for (const fd of fds) {
      const target = await readlink(`/proc/${member}/fd/${fd}`).catch(() => "");
      if (inodes.has(/^socket:\[(\d+)\]$/.exec(target)?.[1] ?? "")) return true;
    }
  }
  return false;
}
