import type { PerLocale } from "../../locale.ts";
import { en } from "./business-litigation.en.ts";
import { es } from "./business-litigation.es.ts";
import type { PracticePageCopy } from "./practice-page.ts";

export const businessLitigation: PerLocale<PracticePageCopy> = { en, es };
