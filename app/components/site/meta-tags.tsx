import type { MetaDescriptor } from '~/lib/seo/page-meta'

/** JSON in a script element: the characters that could end it or open markup, escaped. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

/** A page's meta descriptors (lib/seo/page-meta buildMeta) as head elements: a title, meta and link tags, a JSON-LD script. */
export function MetaTags({ descriptors }: { descriptors: readonly MetaDescriptor[] }) {
  return (
    <>
      {descriptors.map((descriptor) => {
        if ('title' in descriptor) return <title key="title">{String(descriptor.title)}</title>
        if ('script:ld+json' in descriptor) {
          const json = scriptJson(descriptor['script:ld+json'])
          return (
            <script key={`ld+json:${json}`} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
          )
        }
        if ('tagName' in descriptor) {
          const { tagName, ...rest } = descriptor as { tagName: string } & Record<string, string>
          if (tagName === 'link') return <link key={JSON.stringify(rest)} {...rest} />
          return <meta key={JSON.stringify(rest)} {...rest} />
        }
        return <meta key={JSON.stringify(descriptor)} {...(descriptor as Record<string, string>)} />
      })}
    </>
  )
}
