import { hasInvisibleControls, z } from "~/lib/zod";

/**
 * The admin's account forms, one zod schema each, run by the browser before the post and by
 * the server on it (Conform): the first-run setup, creating the owner from the shared password,
 * an invitation and its acceptance, a password reset and its request, a password change.
 */
export const PASSWORD_MIN = 12;
const PASSWORD_MAX = 200;
const NAME_MAX = 80;

const name = z
  .string({ error: "Please enter your name" })
  .trim()
  .min(1, "Please enter your name")
  .max(NAME_MAX, `Please keep your name under ${NAME_MAX} characters`)
  // An invisible control would make a name in the audit log read as someone else's.
  .refine((v) => !hasInvisibleControls(v), "Please use letters, spaces and punctuation only");

const email = z
  .string({ error: "Please enter an e-mail address" })
  .trim()
  .min(1, "Please enter an e-mail address")
  .max(254, "Please enter a valid e-mail address")
  .pipe(z.email({ error: "Please enter a valid e-mail address" }));

const newPassword = {
  password: z
    .string({ error: `Please choose a password of at least ${PASSWORD_MIN} characters` })
    .min(PASSWORD_MIN, `Please choose a password of at least ${PASSWORD_MIN} characters (a few words are easiest to remember)`)
    .max(PASSWORD_MAX, `Please keep the password under ${PASSWORD_MAX} characters`),
  confirm: z.string({ error: "Please type the password again" }),
};

function matching<T extends { password: string; confirm: string }>(schema: z.ZodType<T>) {
  return schema.refine((v) => v.password === v.confirm, { message: "The two passwords differ", path: ["confirm"] });
}

export const SetupSchema = matching(z.object({ name, email, ...newPassword }));
export const WelcomeSchema = z.object({ name, email });
export const InvitationSchema = matching(z.object({ name, ...newPassword }));
export const ResetSchema = matching(z.object({ ...newPassword }));
export const ChangePasswordSchema = matching(
  z.object({ current: z.string({ error: "Please enter your current password" }).min(1, "Please enter your current password"), ...newPassword }),
);
export const InviteSchema = z.object({ email, role: z.enum(["owner", "member"], { error: "Please choose a role" }) });
export const ForgotSchema = z.object({ email });

/** The owner's posts on the users page (routes/admin/users.tsx), every one refused to a member. */
export const TEAM_INTENTS = ["invite", "revoke", "role", "remove", "reset-link", "reset-two-factor", "end-session", "end-sessions"] as const;
export type TeamIntent = (typeof TEAM_INTENTS)[number];
