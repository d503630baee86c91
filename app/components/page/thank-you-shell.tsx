import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { Reveal } from "~/components/reveal";

/** The calm, centred card both thank-you pages share: a gold check, the message, actions. */
export function ThankYouShell({
  title,
  subtitle,
  children,
  footer,
}: {
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
      <div className="container-content flex min-h-[80svh] items-center justify-center pt-32 pb-20 md:pt-40">
        <Reveal threshold={0.3} className="w-full max-w-2xl rounded-[2rem] bg-sand px-6 py-12 text-center shadow-soft sm:px-12 md:py-16">
          <span aria-hidden className="mx-auto flex size-16 items-center justify-center rounded-full border border-gold text-gold">
            <Check className="size-7" strokeWidth={1.5} />
          </span>
          <h1 className="mt-8 text-3xl leading-tight font-normal md:text-5xl">{title}</h1>
          <p className="mx-auto mt-5 max-w-lg text-base leading-relaxed text-ink-soft md:text-lg">{subtitle}</p>
          <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">{children}</div>
          {footer && <div className="mx-auto mt-10 max-w-md border-t border-ink/10 pt-8 text-sm leading-relaxed text-ink-soft">{footer}</div>}
        </Reveal>
      </div>
    </main>
  );
}
