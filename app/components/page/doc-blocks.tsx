import type { Block } from "~/content/pages/types";
import { RichText } from "./rich-text";

/** Paragraphs, bullet lists and definition lists of a content document. */
export function DocBlocks({ blocks }: { blocks: Block[] }) {
  return (
    <div className="space-y-4 leading-relaxed text-ink-soft">
      {blocks.map((block, i) => {
        if (block.type === "p") {
          return (
            <p key={i}>
              <RichText text={block.text} />
            </p>
          );
        }
        if (block.type === "ul") {
          return (
            <ul key={i} className="space-y-2.5 pl-1">
              {block.items.map((item) => (
                <li key={item} className="relative pl-6">
                  <span aria-hidden className="absolute top-[0.7em] left-0 h-px w-3 bg-gold" />
                  <RichText text={item} />
                </li>
              ))}
            </ul>
          );
        }
        return (
          <dl key={i} className="divide-y divide-ink/10 overflow-hidden rounded-2xl border border-ink/10 bg-sand">
            {block.items.map((item) => (
              <div key={item.term} className="grid gap-1 px-5 py-4 sm:grid-cols-[minmax(0,14rem)_1fr] sm:gap-6">
                <dt className="font-semibold text-ink">{item.term}</dt>
                <dd className="break-words">
                  <RichText text={item.detail} />
                </dd>
              </div>
            ))}
          </dl>
        );
      })}
    </div>
  );
}
