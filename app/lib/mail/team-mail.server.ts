import type { Site } from "~/content/site";
import type { AdminRole } from "~/lib/db/schema";
import { absoluteUrl, button, greeting, heading, layout, oneLine, p, small, type MailContent } from "./templates.server";

/**
 * The admin team's e-mails (docs/team.md "Users and invitations"): an invitation and a password
 * reset link. Each carries a single-use link, so the body is rendered when it is queued (the
 * token exists only then: the database keeps its SHA-256) and the worker blanks the body once the
 * message has left (worker.server.ts, LINK_MAIL_KINDS).
 */
const ROLE_TEXT: Record<AdminRole, string> = {
  owner: "an owner: you will follow up leads, edit retreats, and also manage the team and the site's settings",
  member: "a member: you will follow up leads and edit retreats",
};

export function invitationEmail(site: Site, invite: { inviter: string | null; role: AdminRole; url: string; hours: number }): MailContent {
  const subject = oneLine(`You're invited to ${site.name}'s admin`);
  const who = invite.inviter ?? `The owner of ${site.name}'s admin`;
  const body = layout(site, {
    preheader: `${who} invited you to ${site.name}'s admin.`,
    blocks: [
      heading(`Join ${site.name}'s admin`),
      p("Hello,"),
      p(`${who} has invited you to ${site.name}'s admin as ${ROLE_TEXT[invite.role]}.`),
      p("Open the link to choose your name and password; you are signed in straight away."),
      button("Accept the invitation", invite.url),
      small(`The link works once and expires in ${invite.hours} hours. If you did not expect this e-mail, ignore it: nothing happens until the link is opened and a password chosen.`),
    ],
    footer: [small(`Sent by ${site.name}'s admin (${absoluteUrl(site, "/admin/leads")}) because an owner invited this address.`)],
  });
  return { subject, ...body };
}

export function resetEmail(site: Site, reset: { name: string; sentBy: string | null; url: string; hours: number }): MailContent {
  const subject = oneLine(`Choose a new password for ${site.name}'s admin`);
  const why = reset.sentBy
    ? `${reset.sentBy} sent you this link so you can choose a new password for ${site.name}'s admin.`
    : `Someone, hopefully you, asked to reset the password of your account on ${site.name}'s admin.`;
  const body = layout(site, {
    preheader: `A link to choose a new password for ${site.name}'s admin.`,
    blocks: [
      heading("Choose a new password"),
      p(greeting(reset.name)),
      p(why),
      button("Choose a new password", reset.url),
      small(
        `The link works once and expires in ${reset.hours} hours. Choosing a new password signs you out everywhere; sign in again with it. If you did not ask for this, ignore this e-mail: your password stays as it is.`,
      ),
    ],
    footer: [small(`Sent by ${site.name}'s admin (${absoluteUrl(site, "/admin/leads")}).`)],
  });
  return { subject, ...body };
}

