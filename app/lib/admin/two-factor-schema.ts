import { z } from "~/lib/zod";

/**
 * The two-factor forms (docs/team.md "Two-factor sign-in"), one zod schema each, run by the
 * browser before the post and by the server on it: the sign-in's second step, the set-up's first
 * code, new recovery codes, turning it off, and the owner's requirement.
 */
const APP_CODE = /^\d{6}$/;
/** A recovery code's characters, with or without its dashes (two-factor.server.ts makes them). */
const RECOVERY_CODE = /^[a-z2-9]{12}$/i;
const compact = (v: string) => v.replace(/[\s-]/g, "");

const appCode = z
  .string({ error: "Please enter the 6-digit code from your app" })
  .transform((v) => v.replace(/\s/g, ""))
  .pipe(z.string().regex(APP_CODE, "Please enter the 6-digit code from your app"));

/**
 * The second step takes either kind of code in one field, so it works the same without
 * JavaScript and a lost phone needs no other page. A recovery code has letters, so the field
 * cannot ask phones for the number keypad.
 */
export const SecondStepSchema = z.object({
  code: z
    .string({ error: "Please enter the code from your app, or a recovery code" })
    .trim()
    .max(40, "Please enter the 6-digit code from your app, or a recovery code like abcd-efgh-jkmn")
    .refine((v) => APP_CODE.test(v.replace(/\s/g, "")) || RECOVERY_CODE.test(compact(v)), "Please enter the 6-digit code from your app, or a recovery code like abcd-efgh-jkmn"),
});

export const ConfirmTwoFactorSchema = z.object({ code: appCode });
export const NewRecoveryCodesSchema = z.object({ code: appCode });
export const TurnOffTwoFactorSchema = z.object({
  current: z.string({ error: "Please enter your password" }).min(1, "Please enter your password"),
});
/** The buttons without fields (set up, cancel the set-up): the form's name is all they send. */
export const ButtonSchema = z.object({});
export const RequireTwoFactorSchema = z.object({ required: z.enum(["on", "off"], { error: "Please choose on or off" }) });

/** Said by the account page and its posts while the server has no key to keep secrets with. */
export const NO_KEY_MESSAGE =
  "Two-factor sign-in cannot be set up on this server yet: the server needs ADMIN_SECRET_KEY (32 random bytes, for example from `openssl rand -base64 32`) in its environment to keep the secrets encrypted. Please ask whoever runs the server to set it and restart.";
