import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { Picture } from "~/components/picture";
import { Reveal } from "~/components/reveal";
import { THANK_YOU_IMAGE } from "~/content/pages/thank-you";

/** The calm, centred card both thank-you pages share: a landscape, a check, the message, actions. */
export function ThankYouShell({
  title,
  subtitle,
  children,
  footer,
  image = THANK_YOU_IMAGE,
}: {
  /** The landscape's image id (its entry comes from the route's loader). */
  image?: string;
  title: string;
  subtitle: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <main id="main" className="relative isolate overflow-hidden bg-linen">
      <div
        aria-hidden
        className="absolute -top-40 left-1/2 -z-10 size-[42rem] -translate-x-1/2 rounded-full bg-sand/80 blur-3xl"
      />
      <div className="container-content flex min-h-[80svh] items-center justify-center pt-28 pb-20 md:pt-36">
        <Reveal hero className="w-full max-w-2xl overflow-hidden rounded-[2rem] bg-sand text-center shadow-soft">
          {/* A quiet landscape above the message: the moment after, not a receipt. */}
          <Picture id={image} sizes="(min-width: 768px) 42rem, 100vw" priority crop="landscape" className="h-36 w-full bg-linen sm:h-52" />
          <div className="px-6 pb-12 sm:px-12 md:pb-16">
            <span
              aria-hidden
              className="relative mx-auto -mt-8 flex size-16 items-center justify-center rounded-full border border-gold bg-sand text-clay"
            >
              <Check className="size-7" strokeWidth={1.5} />
            </span>
            <h1 className="mt-6 text-3xl leading-tight font-normal md:text-5xl">{title}</h1>
            <p className="mx-auto mt-5 max-w-lg text-base leading-relaxed text-ink-soft md:text-lg">{subtitle}</p>
            <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">{children}</div>
            {footer && (
              <div className="mx-auto mt-10 max-w-md border-t border-ink/10 pt-8 text-sm leading-relaxed text-ink-soft">{footer}</div>
            )}
          </div>
        </Reveal>
      </div>
    </main>
  );
}
