import type { PerLocale } from "../../locale.ts";
import { en } from "./civil-litigation.en.ts";
import { es } from "./civil-litigation.es.ts";
import type { PracticePageCopy } from "./practice-page.ts";

export const civilLitigation: PerLocale<PracticePageCopy> = { en, es };
