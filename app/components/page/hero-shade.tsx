/**
 * The shade under a hero's text, and only there, so the rest of the picture keeps its own colour.
 * On a phone the text runs from about a quarter (home) or two fifths (inner pages) of the way
 * down to the foot: the shade rises from the foot, full up to two thirds of the height and gone
 * by the top twentieth, where the pictures put their subject. From 768 px the text takes the left:
 * the shade runs from the left edge, full to half-way and gone by 85 %, where the subject sits. A light veil under the header
 * keeps its links readable. Multiplied, not laid over, so a lagoon stays turquoise where it is
 * darkened; at the text's darkest points (ink at 85 %) sand-coloured text keeps AA contrast on the
 * brightest sky the scenes draw.
 */
export function HeroShade() {
  return (
    <>
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-gradient-to-t from-ink/85 via-ink/75 via-65% to-transparent to-95% mix-blend-multiply md:bg-gradient-to-r md:from-ink/85 md:via-ink/75 md:via-50% md:to-transparent md:to-85%"
      />
      <div aria-hidden className="absolute inset-x-0 top-0 -z-10 h-28 bg-gradient-to-b from-ink/45 to-transparent mix-blend-multiply" />
      <div aria-hidden className="absolute inset-x-0 bottom-0 -z-10 hidden h-40 bg-gradient-to-t from-ink/60 to-transparent mix-blend-multiply md:block" />
    </>
  );
}
