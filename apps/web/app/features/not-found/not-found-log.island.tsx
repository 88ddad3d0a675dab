import { defineIsland } from "../../islands/island.tsx";
import { NotFoundLog } from "./not-found-log.tsx";

export default defineIsland("not-found-log", NotFoundLog);
