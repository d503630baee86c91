import { cva } from "class-variance-authority";

/**
 * Variants never repeat a property the base or another variant sets (cn does not merge
 * conflicting classes, lib/utils.ts): each size carries its own height, padding and text size.
 * The sizes keep the looks the buttons had when the base also held `min-h-11 px-6 text-sm` and
 * stylesheet order settled the conflicts: `lg` kept text-sm where buttonVariants was used on its
 * own; `xl` is the text-base look it had where cn merged it (home hero, retreat hero secondary
 * link); `sm` is the <Button> look and `sm-touch` the 44 px one of buttonVariants({ size: "sm" }).
 */
export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold tracking-wide transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-clay text-sand hover:bg-clay-dark",
        outline: "border border-clay text-clay hover:bg-clay hover:text-sand",
        light: "bg-sand text-ink hover:bg-linen",
        ghost: "text-ink hover:bg-linen",
        /** A quiet destructive action in a list (the admin's row Delete). */
        "ghost-destructive": "text-error hover:bg-linen",
        /** Outlined in sand over a dark hero image. */
        "on-dark": "border border-sand/70 text-sand hover:bg-sand hover:text-ink",
        destructive: "bg-error text-sand hover:bg-error/85",
      },
      size: {
        default: "min-h-11 px-6 py-3 text-sm",
        sm: "min-h-9 px-4 py-2 text-xs",
        "sm-touch": "min-h-11 px-6 py-2 text-xs",
        lg: "min-h-11 px-8 py-4 text-sm",
        xl: "min-h-11 px-8 py-4 text-base",
        icon: "min-h-11 size-11 p-0 text-sm",
      },
    },
    defaultVariants: { variant: "primary", size: "default" },
  },
);
