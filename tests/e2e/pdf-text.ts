import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/** A PDF's text, every page in order, runs of white space collapsed to one space. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocument({ data: bytes, isEvalSupported: false }).promise
  const parts: string[] = []
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent()
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  await document.destroy()
  return parts.join(' ').replace(/\s+/g, ' ')
}
