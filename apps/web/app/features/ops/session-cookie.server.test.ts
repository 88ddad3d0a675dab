// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  clearedSessionCookie,
  plainCookieName,
  secureCookieName,
  sessionCookie,
  sessionToken,
} from "./session-cookie.server.ts";

const plain = (cookie = "") => new Request("http://127.0.0.1:3000/ops", { headers: { cookie } });
const secure = (cookie = "") => new Request("https://www.example.com/ops", { headers: { cookie } });

describe("the console's session cookie", () => {
  it("over HTTPS is __Host- prefixed, Secure, HttpOnly, SameSite=Lax, Path=/ and lasts 12 hours", () => {
    expect(sessionCookie(secure(), "abc_DEF-123")).toBe(
      `${secureCookieName}=abc_DEF-123; Path=/; HttpOnly; SameSite=Lax; Max-Age=43200; Secure`,
    );
  });

  it("over plain HTTP (a local run) has neither Secure nor the prefix, which browsers would refuse there", () => {
    expect(sessionCookie(plain(), "abc")).toBe(
      `${plainCookieName}=abc; Path=/; HttpOnly; SameSite=Lax; Max-Age=43200`,
    );
  });

  it("is cleared with the same name and attributes and no lifetime", () => {
    expect(clearedSessionCookie(secure())).toBe(
      `${secureCookieName}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure`,
    );
    expect(clearedSessionCookie(plain())).toBe(
      `${plainCookieName}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`,
    );
  });

  it("is read only under the name the request's scheme allows", () => {
    expect(sessionToken(plain("a=1; ops_session=tok%2Den; b=2"))).toBe("tok-en");
    expect(sessionToken(secure("ops_session=planted"))).toBeNull();
    expect(sessionToken(secure(`${secureCookieName}=real`))).toBe("real");
    expect(sessionToken(plain("ops_session="))).toBeNull();
    expect(sessionToken(plain("ops_session=%E0%A4%A"))).toBeNull();
  });
});
