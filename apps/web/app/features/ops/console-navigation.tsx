import { opsRoleLabels } from "@firm/content/enums/ops-role";
import { Button } from "@firm/ui/button";
import { Stack } from "@firm/ui/stack";
import { Text } from "@firm/ui/text";
import { useLocation, useRouteLoaderData } from "react-router";
import { useCopy } from "../../lib/copy.ts";
import { usePage } from "../../lib/page-context.ts";
import { memberName } from "./format.ts";
import * as styles from "./ops.css.ts";
import type { ConsoleUser } from "./types.ts";

type SignedIn = { user: ConsoleUser; csrfToken: string };

/** The console's bar: its name, the pages (once signed in), who is signed in, sign out and the language switch. */
export function ConsoleNavigation() {
  const copy = useCopy("opsConsole");
  const { locale } = usePage();
  const { pathname, search } = useLocation();
  const signedIn = useRouteLoaderData<SignedIn>("routes/ops/signed-in");
  const params = new URLSearchParams(search);
  params.set("lang", copy.switchLanguageLang);
  return (
    <Stack direction="row" gap="md" align="center">
      <Text as="strong" weight="bold">
        {copy.consoleName}
      </Text>
      {signedIn ? (
        <nav aria-label={copy.mainNavigation}>
          <Stack as="ul" direction="row" gap="md">
            <li>
              <a href="/ops">{copy.navInbox}</a>
            </li>
            <li>
              <a href="/ops/figures">{copy.navFigures}</a>
            </li>
            <li>
              <a href="/ops/passkeys">{copy.navPasskeys}</a>
            </li>
            {signedIn.user.role === "admin" ? (
              <>
                <li>
                  <a href="/ops/users">{copy.navUsers}</a>
                </li>
                <li>
                  <a href="/ops/audit">{copy.navAudit}</a>
                </li>
                <li>
                  <a href="/ops/retention">{copy.navRetention}</a>
                </li>
                <li>
                  <a href="/ops/tokens">{copy.navTokens}</a>
                </li>
                <li>
                  <a href="/ops/system">{copy.navSystem}</a>
                </li>
              </>
            ) : null}
          </Stack>
        </nav>
      ) : null}
      <a href={`${pathname}?${params}`} lang={copy.switchLanguageLang} hrefLang={copy.switchLanguageLang}>
        {copy.switchLanguage}
      </a>
      {signedIn ? (
        <>
          <Text as="span" size="sm">
            {copy.signedInAs} {memberName(signedIn.user)} ({opsRoleLabels[locale][signedIn.user.role]})
          </Text>
          <form method="post" action="/ops/sign-out" className={styles.inlineForm}>
            <input type="hidden" name="csrf" value={signedIn.csrfToken} />
            <Button type="submit" variant="secondary" size="sm">
              {copy.signOut}
            </Button>
          </form>
        </>
      ) : null}
    </Stack>
  );
}
