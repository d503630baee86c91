import type { Route } from "./+types/account";
import { ACCOUNT_FIELDS, AccountForm, type AccountField } from "~/components/admin/account-form";
import { AdminPage, adminMeta } from "~/components/admin/admin-page";
import { AccountCard, ButtonForm, Disclosure, QrCode, RecoveryCodes, StatusBadge } from "~/components/admin/two-factor";
import { FormMessage } from "~/components/forms/form-parts";
import type { HeaderHandle } from "~/components/site-header";
import { ChangePasswordSchema } from "~/lib/admin/account-schema";
import { ConfirmTwoFactorSchema, NO_KEY_MESSAGE, NewRecoveryCodesSchema, TurnOffTwoFactorSchema } from "~/lib/admin/two-factor-schema";
import { accountAction, accountPageData, type AccountFormId } from "./+account/account.server";

export const handle: HeaderHandle = { header: "solid" };

export function meta() {
  return adminMeta("Your account");
}

/** GET /admin/account: the signed-in user's password and two-factor sign-in; an owner's requirement for everyone. */
export async function loader({ request }: Route.LoaderArgs) {
  return accountPageData(request);
}

export async function action({ request, context }: Route.ActionArgs) {
  return accountAction(request, context);
}

const APP_CODE_FIELD: AccountField = {
  name: "code",
  label: "The 6-digit code your app shows",
  type: "text",
  autoComplete: "one-time-code",
  inputMode: "numeric",
};

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { account, twoFactor, held, owner, done } = loaderData;
  /** The last post's result, for its own form only. */
  const resultOf = (form: AccountFormId) => (actionData?.form === form ? actionData.result : undefined);
  const newCodes = actionData?.codes?.length ? actionData : null;

  return (
    <AdminPage
      title="Your account"
      intro={account.kind === "user" ? <p>{`${account.name} · ${account.email} · ${account.role === "owner" ? "Owner" : "Member"}`}</p> : <p>The break-glass owner</p>}
    >
      {held ? (
        <FormMessage
          kind="success"
          title="Please set up two-factor sign-in to continue"
          description="The owner requires two-factor sign-in for everyone. Until you have set it up below, the rest of the admin stays closed."
        />
      ) : null}
      {done ? (
        <FormMessage kind="success" title={done.title} description={done.description ?? undefined} />
      ) : null}

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="grid gap-6">
          <AccountCard
            id="two-factor"
            title="Two-factor sign-in"
            badge={twoFactor ? <StatusBadge on={twoFactor.status === "on"}>{twoFactor.status === "on" ? "On" : "Off"}</StatusBadge> : null}
          >
            {newCodes ? (
              <RecoveryCodes
                codes={newCodes.codes!}
                intro={newCodes.form === "two-factor-confirm" ? "Two-factor sign-in is on. Your other browsers have been signed out." : "Here are your new recovery codes. The old ones no longer work."}
              />
            ) : null}
            {!twoFactor ? (
              <p className="text-ink-soft">
                You are signed in with the server&apos;s break-glass password (ADMIN_PASSWORD_HASH). It belongs to no account,
                so it cannot use two-factor sign-in, and it is exempt when the owner requires it. Sign in with your own account to
                set it up.
              </p>
            ) : twoFactor.status === "no-key" ? (
              <>
                <Explainer />
                <FormMessage kind="error" title="Not available on this server yet" description={NO_KEY_MESSAGE} />
              </>
            ) : twoFactor.status === "off" ? (
              <>
                <Explainer />
                <ButtonForm id="two-factor-start" label="Set up two-factor sign-in" busyLabel="Starting..." result={resultOf("two-factor-start")} />
              </>
            ) : twoFactor.status === "pending" ? (
              <div className="space-y-5">
                <ol className="list-decimal space-y-4 pl-5 marker:font-semibold marker:text-clay">
                  <li>
                    Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password, Aegis or
                    another) and add an account.
                  </li>
                  <li className="space-y-3">
                    <p>Scan this QR code with it.</p>
                    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
                      <QrCode svg={twoFactor.svg} />
                      <div className="min-w-0 space-y-1.5 text-sm">
                        <p className="text-ink-soft">Cannot scan it? Choose to enter a key, choose &ldquo;time-based&rdquo;, and type:</p>
                        <p id="totp-key" data-testid="totp-key" className="font-mono text-base tracking-wider break-words text-ink">
                          {twoFactor.key}
                        </p>
                      </div>
                    </div>
                  </li>
                  <li className="space-y-3">
                    <p>Enter the code the app now shows for Retreatly.</p>
                    <AccountForm
                      id="two-factor-confirm"
                      schema={ConfirmTwoFactorSchema}
                      fields={[APP_CODE_FIELD]}
                      lastResult={resultOf("two-factor-confirm")}
                      submitLabel="Turn on two-factor sign-in"
                      busyLabel="Checking..."
                    />
                  </li>
                </ol>
                <ButtonForm id="two-factor-cancel" label="Cancel the set-up" busyLabel="Cancelling..." variant="ghost" result={resultOf("two-factor-cancel")} />
              </div>
            ) : (
              <div className="space-y-4">
                <p>
                  On since {twoFactor.since}. After your password, sign-in asks for the code from your app.{" "}
                  <strong>
                    {twoFactor.remaining === 1 ? "1 recovery code" : `${twoFactor.remaining} recovery codes`} left.
                  </strong>
                </p>
                {twoFactor.keyProblem ? (
                  <FormMessage
                    kind="error"
                    title="The server cannot check app codes right now"
                    description="Its ADMIN_SECRET_KEY is missing or has changed since you set this up. Until it is back, sign in with a recovery code, or turn two-factor off and set it up again."
                  />
                ) : null}
                {twoFactor.remaining <= 3 && !newCodes ? (
                  <FormMessage kind="error" title="You are running out of recovery codes" description="Make new ones below while you still have your phone." />
                ) : null}
                <Disclosure title="Make new recovery codes" open={Boolean(resultOf("recovery-codes") && !newCodes)}>
                  <p className="text-sm text-ink-soft">Ten new codes, shown once; the ones you have now stop working.</p>
                  <AccountForm
                    id="recovery-codes"
                    schema={NewRecoveryCodesSchema}
                    fields={[APP_CODE_FIELD]}
                    lastResult={resultOf("recovery-codes")}
                    submitLabel="Make new recovery codes"
                    busyLabel="Checking..."
                  />
                </Disclosure>
                <Disclosure title="Turn off two-factor sign-in" open={Boolean(resultOf("two-factor-off"))}>
                  <p className="text-sm text-ink-soft">
                    {owner?.required || held
                      ? "Everyone must use two-factor sign-in: turned off, it asks you to set it up again before anything else. Do this to move to a new phone."
                      : "Sign-in will ask for your password only. To move to a new phone, turn it off and set it up again."}
                  </p>
                  <AccountForm
                    id="two-factor-off"
                    schema={TurnOffTwoFactorSchema}
                    fields={[{ ...ACCOUNT_FIELDS.current, label: "Your password" }]}
                    lastResult={resultOf("two-factor-off")}
                    submitLabel="Turn off two-factor sign-in"
                    busyLabel="Checking..."
                  />
                </Disclosure>
              </div>
            )}
          </AccountCard>
          {owner ? (
            <AccountCard
              id="everyone"
              title="Everyone's sign-in"
              badge={<StatusBadge on={owner.required}>{owner.required ? "Required" : "Not required"}</StatusBadge>}
            >
              <p>
                {owner.coverage.on} of {owner.coverage.users} {owner.coverage.users === 1 ? "user has" : "users have"} two-factor
                sign-in on.
              </p>
              <p className="text-sm text-ink-soft">
                {owner.required
                  ? "Everyone must use two-factor sign-in. Anyone without it can open only their account page, to set it up."
                  : "Require two-factor sign-in for everyone: anyone without it can then open only their account page until they have set it up."}{" "}
                The server&apos;s break-glass password is exempt.
              </p>
              {owner.required ? (
                <ButtonForm
                  id="require-two-factor"
                  hidden={{ required: "off" }}
                  label="Stop requiring it"
                  busyLabel="Saving..."
                  variant="outline"
                  result={resultOf("require-two-factor")}
                />
              ) : owner.canRequire ? (
                <ButtonForm
                  id="require-two-factor"
                  hidden={{ required: "on" }}
                  label="Require two-factor sign-in for everyone"
                  busyLabel="Saving..."
                  result={resultOf("require-two-factor")}
                />
              ) : (
                <p className="text-sm font-semibold">Turn on two-factor sign-in for yourself first: then you can require it for everyone.</p>
              )}
            </AccountCard>
          ) : null}
        </div>

        {account.kind === "user" ? (
          <AccountCard id="change-password" title="Password">
            <p className="text-sm text-ink-soft">Changing it signs you out of every other browser.</p>
            <AccountForm
              id="password"
              schema={ChangePasswordSchema}
              fields={[ACCOUNT_FIELDS.current, ACCOUNT_FIELDS.password, ACCOUNT_FIELDS.confirm]}
              lastResult={resultOf("password")}
              submitLabel="Change password"
              busyLabel="Changing..."
            />
          </AccountCard>
        ) : null}
      </div>
    </AdminPage>
  );
}

function Explainer() {
  return (
    <p>
      Add a second step to your sign-in: after your password, a 6-digit code from an app on your phone. Someone who learns your
      password still cannot sign in without your phone.
    </p>
  );
}
