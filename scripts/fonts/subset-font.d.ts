/** The part of subset-font (no types of its own) that scripts/fonts uses. */
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt'; noHinting?: boolean; keepFeatures?: string[] },
  ): Promise<Buffer>
}

/** The part of fontverter (no types of its own) that the font test uses. */
declare module 'fontverter' {
  export function convert(font: Buffer, toFormat: 'truetype' | 'woff' | 'woff2'): Promise<Buffer>
}
