import { defineIsland } from "../../islands/island.tsx";
import { PasskeyRegister } from "./passkey-register.tsx";

/** The passkeys page's "Add a passkey" (loaded only by that page: it is the only one to place it). */
export default defineIsland("passkey-register", PasskeyRegister);
