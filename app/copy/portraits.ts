/** How a portrait is described to a reader who cannot see it. */
export const PORTRAIT_COPY = {
  photoAlt: (name: string) => `Portrait of ${name}`,
  drawingAlt: (name: string) => `Illustration in place of a portrait of ${name}`,
}
