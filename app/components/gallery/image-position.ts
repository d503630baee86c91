/** Position text used as the accessible name of the image in view: "Image 3 of 5". */
export function imagePosition(index: number, count: number) {
  return `Image ${index + 1} of ${count}`;
}
