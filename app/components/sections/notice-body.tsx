import type { NoticePageData } from '~/lib/pages/notice.server'
import { PageHeader } from './page-header'

/** A notice (privacy, terms): its date, opening paragraph and sections of paragraphs and lists. */
export function NoticeBody({ data }: { data: NoticePageData }) {
  return (
    <>
      <PageHeader trail={data.meta.breadcrumbs} h1={data.meta.h1} intro={data.intro} />
      <div className="container-page prose-page max-w-3xl pt-10">
        <p className="text-sm text-muted-foreground">
          <time dateTime={data.updatedDate}>{data.updated}</time>
        </p>
        {data.sections.map((section) => (
          <section key={section.heading} aria-label={section.heading} className="mt-10">
            <h2 className="font-serif text-2xl font-bold text-primary">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4">
                {paragraph}
              </p>
            ))}
            {section.items && (
              <ul className="mt-4 list-disc space-y-2 pl-6">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </>
  )
}
