// @vitest-environment node
import { mkdir, mkdtemp, realpath, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataFolders, isInside, realPathOf, requestedFiles } from "./data-folders.ts";

describe("second probe, finding 4: the data folder by its real path", () => {
  let scratch: string;
  let data: string;
  let link: string;
  beforeAll(async () => {
    scratch = await realpath(await mkdtemp(join(tmpdir(), "firm-data-folders-")));
    data = join(scratch, "data");
    link = join(scratch, "checkout", "node_modules", ".vite", "link");
    await mkdir(join(data, "mail"), { recursive: true });
    await mkdir(join(scratch, "checkout", "node_modules", ".vite"), { recursive: true });
    await symlink(data, link, "dir");
  });
  afterAll(() => rm(scratch, { recursive: true, force: true }));

  it("second probe, finding 4: knows a file reached through a link by where it really is", () => {
    const folders = dataFolders({ DEV_DATA_DIR: join(link, "."), MAIL_DIR: join(link, "mail") });
    expect(folders).toEqual(expect.arrayContaining([data, join(data, "mail")]));
    for (const file of [join(link, "mail", "sign-in.eml"), join(link, "mail", "not-written-yet.eml")])
      expect(isInside(realPathOf(file), [data]), file).toBe(true);
    expect(isInside(realPathOf(join(scratch, "checkout", "package.json")), [data])).toBe(false);
    expect(isInside(`${data}-other/file`, [data])).toBe(false);
  });

  it("second probe, finding 4: names the files an address asks for, under /@fs/ or the app's folders", () => {
    expect(requestedFiles("/@fs/tmp/a%20b.eml?raw", "/app", "/app/public")).toEqual(["/tmp/a b.eml"]);
    expect(requestedFiles("/node_modules/.vite/link/mail/x.eml?import", "/app", "/app/public")).toEqual([
      "/app/node_modules/.vite/link/mail/x.eml",
      "/app/public/node_modules/.vite/link/mail/x.eml",
    ]);
    expect(requestedFiles("/%E0%A4%A", "/app", "/app/public")).toEqual([]);
  });
});
