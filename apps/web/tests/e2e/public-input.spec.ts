import { locales } from "@firm/content/locale";
import fc from "fast-check";
import { localizedPath } from "../../app/lib/locale.ts";
import { sitePaths } from "../../app/lib/site-paths.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Second security probe, finding 1: no input a visitor can put in an address makes the
 * public site answer 5xx. Every public route of the production build, in both languages, is asked
 * with arbitrary query strings and an arbitrary extra path segment; only 2xx, 3xx or 4xx may come back.
 */
const publicRoutes = [
  ...[...sitePaths, "/request-received", "/request-failed"].flatMap((path) =>
    locales.map((locale) => localizedPath(path, locale)),
  ),
  "/robots.txt",
  "/sitemap.xml",
];

/** Every byte of the UTF-8 text percent-encoded, so that any text (lone surrogates too) is sent. */
const percentEncoded = (bytes: Uint8Array) =>
  [...bytes].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join("");
const utf8 = new TextEncoder();

/** The names of Object's own members: looked up as properties, they read the prototype. */
const prototypeNames = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", "prototype"];
/** The site's own query parameters and values, and the names of the forms' fields. */
const knownNames = ["form", "fields", "reason", "lang", "cursor", "contact", "consultation", "name", "phone"];

const word = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...prototypeNames, ...knownNames, "", ":", ",", "blank", "email") },
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 24 }) },
);
/** Text as a person or a script could put in an address: words, lists of "name:problem", raw bytes. */
const text = fc.oneof(
  { weight: 3, arbitrary: word.map((value) => percentEncoded(utf8.encode(value))) },
  {
    weight: 3,
    arbitrary: fc
      .array(fc.tuple(word, word), { maxLength: 4 })
      .map((pairs) => pairs.map(([a, b]) => percentEncoded(utf8.encode(`${a}:${b}`))).join(",")),
  },
  // Bytes that are not UTF-8, and percent signs that start no escape.
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 12 }).map(percentEncoded) },
  { weight: 1, arbitrary: fc.constantFrom("%", "%zz", "%E0%A4%A", "%C0%80", "%00", "%2e%2e", "..", ";") },
);
const query = fc
  .array(fc.tuple(text, fc.option(text, { nil: undefined })), { maxLength: 5 })
  .map((pairs) => pairs.map(([key, value]) => (value === undefined ? key : `${key}=${value}`)).join("&"));

type Probe = { route: string; segment: string | null; search: string };
const probes = fc.record({
  route: fc.constantFrom(...publicRoutes),
  segment: fc.option(text, { nil: null }),
  search: query,
});

const address = ({ route, segment, search }: Probe) =>
  `${segment === null ? route : `${route.replace(/\/$/, "")}/${segment}`}${search ? `?${search}` : ""}`;

test("second probe, finding 1: no query string or path segment makes a public route answer 5xx (property)", async ({
  request,
}) => {
  test.setTimeout(300_000);
  // Each route as it is, first (fast-check's examples), then the known culprits, then arbitrary input.
  const examples: [Probe][] = [
    ...publicRoutes.map((route): [Probe] => [{ route, segment: null, search: "" }]),
    ...["/request-failed", "/es/request-failed"].flatMap((route) =>
      ["form=contact&fields=__proto__:blank", "fields=__proto__", "form=consultation&fields=constructor"].map(
        (search): [Probe] => [{ route, segment: null, search }],
      ),
    ),
  ];
  await fc.assert(
    fc.asyncProperty(probes, async (probe) => {
      const url = address(probe);
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBeLessThan(500);
    }),
    { numRuns: 400, examples },
  );
});

test("second probe, finding 7: robots.txt, the sitemap and a page's links name the site, whatever the Host", async ({
  request,
  baseURL,
}) => {
  // Files the build wrote (they name the origin the site was built for), and a page the server
  // renders for each request (it names the server's PUBLIC_ORIGIN): never the Host a client sent.
  const pages = [
    { path: "/robots.txt", names: /Sitemap: https?:\/\/[^/\s]+\/sitemap\.xml/ },
    { path: "/sitemap.xml", names: /<loc>https?:\/\/[^/<]+\/es\/about<\/loc>/ },
    { path: "/es/about", names: /rel="canonical" href="https?:\/\/[^/"]+\/es\/about"/ },
    { path: "/es/request-failed", names: new RegExp(`href="${baseURL}/es/request-failed"`) },
  ];
  for (const { path, names } of pages) {
    const response = await request.get(path, { headers: { host: "evil.example" } });
    expect(response.status(), path).toBe(200);
    const body = await response.text();
    expect(body, path).toMatch(names);
    expect(body, path).not.toContain("evil.example");
  }
});
