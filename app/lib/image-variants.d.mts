// Types for image-variants.mjs (plain ESM: the image build runs under plain node), for the
// TypeScript that imports it (app/lib/photos).
import type { ImageVariantSet, ManifestImage } from "./images";

export type Kind = "hero" | "card" | "person";
interface Size {
  w: number;
  h: number;
}
export interface Preset {
  hero: Size & { widths: number[] };
  portrait: Size & { widths: number[] };
  card: Size & { widths: number[] };
  person: Size & { widths: number[] };
  og: Size;
  grain: number;
}
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
}
export type Emit = (name: string, ext: "avif" | "webp" | "jpg", bytes: Buffer) => Promise<string> | string;

export declare const PRESETS: { full: Preset; test: Preset };
export declare const ENCODE: Record<"avif" | "avifPortrait" | "webp" | "jpeg", Record<string, unknown>>;
export declare const CONTENT_TYPES: Record<"avif" | "webp" | "jpg", string>;
/** Where a photograph's subject is, as fractions (0-1) of its oriented width and height. */
interface FocalPoint {
  x: number;
  y: number;
}
export declare function focalPoint(input: string | Buffer, options?: { limitInputPixels?: number }): Promise<FocalPoint>;
export declare function photoRaw(input: string | Buffer, w: number, h: number, options?: { limitInputPixels?: number; focus?: FocalPoint }): Promise<RawImage>;
export declare function encodeSet(src: RawImage, widths: number[], base: string, emit: Emit, avifOptions?: Record<string, unknown>): Promise<ImageVariantSet>;
export declare function encodeSlot(options: {
  kind: Kind;
  preset: Preset;
  stem: string;
  src: RawImage;
  portrait: () => Promise<RawImage>;
  emit: Emit;
}): Promise<Omit<ManifestImage, "alt">>;
