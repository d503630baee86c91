import type { Retreat, Section } from "~/content/retreats/schema";
import type { Tone } from "./section-shell";

/** Props every registered retreat section receives. */
export interface SectionProps<S extends Section = Section> {
  section: S;
  retreat: Retreat;
  tone: Tone;
}

// Not Extract<>: one schema covers three card types, so its `type` is a union of literals.
export type SectionOf<T extends Section["type"]> = Section & { type: T };
