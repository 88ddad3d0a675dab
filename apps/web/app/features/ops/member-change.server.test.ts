// @vitest-environment node
import { describe, expect, it } from "vitest";
import { changedParam, memberChange } from "./member-change.server.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("memberChange", () => {
  it("reads a role change only for a known role", () => {
    expect(memberChange(form({ intent: "role", role: "admin" }))).toEqual({ role: "admin" });
    expect(memberChange(form({ intent: "role", role: "intake" }))).toEqual({ role: "intake" });
    expect(memberChange(form({ intent: "role", role: "owner" }))).toBeNull();
  });
  it("reads disabling and enabling access", () => {
    expect(memberChange(form({ intent: "access", disabled: "true" }))).toEqual({ disabled: true });
    expect(memberChange(form({ intent: "access", disabled: "false" }))).toEqual({ disabled: false });
    expect(memberChange(form({ intent: "access", disabled: "yes" }))).toBeNull();
  });
  it("ignores other forms", () => {
    expect(memberChange(form({ intent: "revoke" }))).toBeNull();
  });
});

describe("changedParam", () => {
  it("accepts only its two values", () => {
    expect(changedParam(new Request("http://x/ops/users?changed=ok"))).toBe("ok");
    expect(changedParam(new Request("http://x/ops/users?changed=own"))).toBe("own");
    expect(changedParam(new Request("http://x/ops/users?changed=zzz"))).toBeNull();
    expect(changedParam(new Request("http://x/ops/users"))).toBeNull();
  });
});
