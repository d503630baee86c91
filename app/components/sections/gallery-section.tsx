import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { StayCarousel } from "~/components/carousel/stay-carousel";
import { GalleryGrid } from "~/components/gallery/gallery-grid";
import { SectionHeading, SectionShell } from "./section-shell";
import type { SectionOf, SectionProps } from "./types";

/** Your Stay and Bali 2025 Highlights: a grid with a lightbox, or a carousel. */
export function GallerySection({ section, tone }: SectionProps<SectionOf<"gallery">>) {
  const headingId = `${section.id}-title`;
  return (
    <SectionShell id={section.id} tone={tone} labelledBy={headingId}>
      <SectionHeading id={headingId} eyebrow={section.eyebrow} title={section.title} intro={section.intro} />
      <div className="mt-10 md:mt-14">
        {section.display === "grid" ? (
          <GalleryGrid title={section.title} images={section.images} />
        ) : (
          <StayCarousel title={section.title} images={section.images} />
        )}
      </div>
      {section.link && (
        <Link
          to={section.link.to}
          className="mt-10 inline-flex min-h-11 items-center gap-2 font-semibold text-clay-dark underline-offset-4 hover:underline"
        >
          {section.link.label}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      )}
    </SectionShell>
  );
}
