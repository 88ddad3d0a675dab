import type { PerLocale } from "../locale.ts";
import { en, type HomeCopy } from "./home.en.ts";
import { es } from "./home.es.ts";

export const home: PerLocale<HomeCopy> = { en, es };
