import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { clearedForm, STORY_SCHEMAS, type FormKind } from "./story-forms";

/** A form as the browser posts it: its fields, with the version the page was drawn from. */
function post(kind: FormKind, fields: Record<string, string | string[]>) {
  const form = new FormData();
  form.set("version", "3");
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) form.append(name, v);
  return parseWithZod(form, { schema: STORY_SCHEMAS[kind] });
}

const card = (i: number, title = `Card ${i}`) => ({ [`cards[${i}].icon`]: "leaf", [`cards[${i}].title`]: title, [`cards[${i}].text`]: "Words" });

describe("the story editor's forms: which lists a section may leave empty", () => {
  it("a card grid: two or more cards, or none to leave the section off the page, never one", () => {
    expect(post("cards", { title: "Highlights", ...card(0), ...card(1) }).status).toBe("success");
    const none = post("cards", { title: "Highlights", "cards[0].icon": "", "cards[0].title": "", "cards[0].text": "" });
    expect(none.status === "success" && (none.value as { cards: unknown[] }).cards).toEqual([]);
    const one = post("cards", { title: "Highlights", ...card(0) });
    expect(one.status).toBe("error");
    expect(one.reply().error?.cards).toEqual(["Please keep at least 2 cards, or remove them all to leave this section off the page."]);
  });

  it("the retreat's questions and the gallery may be emptied; an itinerary keeps a day", () => {
    const faq = post("faq", { title: "Questions", "items[0].question": "", "items[0].answer": "" });
    expect(faq.status === "success" && (faq.value as { items: unknown[] }).items).toEqual([]);
    const gallery = post("gallery", { title: "Your Stay", display: "grid" });
    expect(gallery.status === "success" && (gallery.value as { images: unknown[] }).images).toEqual([]);
    const days = post("itinerary", { title: "Day by day", "days[0].label": "", "days[0].title": "", "days[0].items": "" });
    expect(days.status).toBe("error");
    expect(days.reply().error?.days).toEqual(["Please keep at least 1 day."]);
  });
});

describe("Remove all", () => {
  it("sends the form without the list it empties, whatever its entries held; other intents leave the form as it is", () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ version: "3", title: "Highlights", ...card(0), "cards[1].title": "Half", intent: "clear:cards" })) form.append(k, v);
    expect([...clearedForm(form).keys()]).toEqual(["version", "title", "intent"]);
    form.set("intent", "save");
    expect(clearedForm(form)).toBe(form);
    form.set("intent", "clear:days");
    expect(clearedForm(form)).toBe(form);
  });
});
