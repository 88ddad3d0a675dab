import { defineIsland } from "../../islands/island.tsx";
import { PasskeySignIn } from "./passkey-sign-in.tsx";

/** The console's sign-in page's passkey button (loaded only by that page: it is the only one to place it). */
export default defineIsland("passkey-sign-in", PasskeySignIn);
