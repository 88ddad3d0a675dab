import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const preload = '<link rel="modulepreload" ';
const lowPriorityPreload = '<link rel="modulepreload" fetchpriority="low" ';

/**
 * Marks the page's module preloads (React Router's `<Scripts>`) `fetchpriority="low"` in the HTML
 * stream (decision 0038): the server-rendered page is complete without them, so on a slow connection
 * the stylesheets and the hero image take the bandwidth first and the page paints sooner.
 * `<Scripts>` offers no prop for it. A preload split across two chunks is still found: the end of
 * each chunk that could start one is held back until the next.
 */
export function lowPriorityScripts() {
  const decoder = new StringDecoder("utf8");
  let held = "";
  const rewrite = (text: string) => text.replaceAll(preload, lowPriorityPreload);
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      const text = held + decoder.write(chunk);
      const start = text.lastIndexOf("<");
      const keep =
        start >= 0 && text.length - start < preload.length && preload.startsWith(text.slice(start));
      held = keep ? text.slice(start) : "";
      callback(null, rewrite(keep ? text.slice(0, start) : text));
    },
    flush(callback: TransformCallback) {
      callback(null, rewrite(held + decoder.end()));
    },
  });
}
