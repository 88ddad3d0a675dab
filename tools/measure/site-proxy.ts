import {
  request as httpRequest,
  type IncomingMessage,
  type RequestOptions,
  type Server,
  type ServerResponse,
} from "node:http";
import { request as httpsRequest } from "node:https";
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";
import { brotliCompressSync, constants } from "node:zlib";

/**
 * What the measurement servers that stand in front of the site share (the calibration page, the
 * islands-at-load copy): reaching the site, passing answers through, compressing a page as the site does.
 */

/** A request to the site over HTTP or HTTPS; a running stack (--base) may use a self-signed certificate. */
export function requestTo(target: URL, options: RequestOptions, onAnswer: (answer: IncomingMessage) => void) {
  const send = target.protocol === "https:" ? httpsRequest : httpRequest;
  return send(target, { ...options, rejectUnauthorized: false }, onAnswer);
}

/** Sends the site's answer back as it came. */
export const passThrough = (response: ServerResponse) => (answer: IncomingMessage) => {
  response.writeHead(answer.statusCode ?? 502, answer.headers);
  answer.pipe(response);
};

/**
 * Passes a request on to the site; its answer goes back as sent unless `onAnswer` takes it. A site
 * that cannot be reached is a 502.
 */
export function forward(
  siteOrigin: string,
  request: IncomingMessage,
  response: ServerResponse,
  onAnswer = passThrough(response),
) {
  const target = new URL(request.url ?? "/", siteOrigin);
  const upstream = requestTo(
    target,
    { method: request.method, headers: { ...request.headers, host: target.host } },
    onAnswer,
  );
  upstream.once("error", () => response.writeHead(502).end());
  request.pipe(upstream);
}

/** A page compressed as the site compresses its pages as they stream (brotli, quality 4). */
export const compressedLikePages = (page: string | Buffer) =>
  brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });

export type Listening = { origin: string; stop: () => Promise<void> };

/** Listens on 127.0.0.1 (port 0: a free one). */
export async function listenLocally(server: Server, port = 0): Promise<Listening> {
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The command line of a server that stands in front of the site: `--site <origin> [--port <port>]`. */
export function siteAndPort(script: string): { site: string; port: number } {
  const { values } = parseArgs({
    options: { site: { type: "string" }, port: { type: "string", default: "0" } },
  });
  if (!values.site) throw new Error(`usage: node tools/measure/${script} --site <origin> [--port <port>]`);
  return { site: values.site, port: Number(values.port) };
}
