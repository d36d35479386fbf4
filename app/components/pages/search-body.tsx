import { Island } from '~/components/islands/island'
import { SearchPageContent } from '~/components/sections/search/search-page-content'
import type { buildSearchPage } from '~/lib/pages/search.server'

export function SearchBody({ page }: { page: ReturnType<typeof buildSearchPage> }) {
  return (
    <Island
      name="search-page"
      component={SearchPageContent}
      props={{ h1: page.meta.h1, intro: page.intro, popular: page.popular }}
    />
  )
}
