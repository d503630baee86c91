import type { Db } from "~/lib/db/db.server";
import { contentForEdition, loadCatalogue, waitlistChoicesOf } from "~/lib/editions/catalogue.server";
import type { WaitlistChoice } from "~/lib/editions/waitlist-choices";
import { buildEditionPage } from "~/lib/editions/view";

/**
 * What the lead forms need to know about the retreat page they were posted to: the edition at
 * that URL with its retreat's content, as the page shows it today (app/lib/editions). The server
 * takes the retreat name and brochure link from here, never from the posted form, so a crafted
 * request cannot make our e-mails or thank-you page point somewhere else. Brochures are served
 * at /brochures/<slug>.pdf.
 */
export interface RetreatForms {
  retreatName: string;
  /** Set while the page offers its brochure (an edition open for booking). */
  brochureUrl?: string;
  /** Set when the page has a waitlist form: Morocco goes to /thank-you, the others stay (SPEC §4). */
  waitlistFlow?: "bali" | "morocco";
  /**
   * Set when the retreat has a brochure but this edition no longer offers it (over, under way,
   * full): the visitor is told why and offered the waitlist, rather than sent a brochure for
   * a retreat they cannot book.
   */
  brochureClosed?: { title: string; description: string };
  /** The waitlist's "Retreat interest" choices today: a posted interest must be one of them. */
  waitlistChoices: WaitlistChoice[];
}

export async function getRetreatForms(db: Db, slug: string | undefined): Promise<RetreatForms | null> {
  if (!slug) return null;
  const catalogue = await loadCatalogue(db);
  const edition = catalogue.editions.find((e) => e.slug === slug);
  const content = edition && contentForEdition(catalogue, edition);
  if (!edition || !content || edition.state === "hidden") return null;
  const waitlistChoices = waitlistChoicesOf(catalogue);
  const page = buildEditionPage(content, edition, catalogue.today, catalogue.editions, { choices: waitlistChoices });
  const waitlist = page.retreat.sections.find((s) => s.type === "waitlist");
  const brochure = page.retreat.sections.some((s) => s.type === "brochure");
  const hadBrochure = content.sections.some((s) => s.type === "brochure");
  return {
    retreatName: content.name,
    brochureUrl: brochure ? `/brochures/${edition.slug}.pdf` : undefined,
    waitlistFlow: waitlist?.type === "waitlist" ? waitlist.flow : undefined,
    waitlistChoices,
    ...(hadBrochure && !brochure
      ? {
          brochureClosed:
            page.status === "past" || page.status === "under-way"
              ? {
                  title: "This retreat has taken place, so its brochure is no longer offered.",
                  description: `The ${content.name} ran ${page.retreat.dates.display}. Your details are kept: join the waitlist on this page to hear first about the next one.`,
                }
              : {
                  title: "This retreat is no longer open for booking, so its brochure is not offered.",
                  description: "Your details are kept: join the waitlist on this page and we will write to you first.",
                },
        }
      : {}),
  };
}
