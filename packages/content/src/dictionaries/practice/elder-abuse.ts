import type { PerLocale } from "../../locale.ts";
import { en } from "./elder-abuse.en.ts";
import { es } from "./elder-abuse.es.ts";
import type { PracticePageCopy } from "./practice-page.ts";

export const elderAbuse: PerLocale<PracticePageCopy> = { en, es };
