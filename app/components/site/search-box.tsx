import MapPin from 'lucide/dist/esm/icons/map-pin.mjs'
import Search from 'lucide/dist/esm/icons/search.mjs'
import X from 'lucide/dist/esm/icons/x.mjs'
import { Icon } from '~/components/ui/icon'
import { useEffect, useMemo, useRef, useState } from 'react'
import { type LoadedSearch, loadedSearch, loadSearch } from '~/lib/search/load-index'
import type { Suggestion } from '~/lib/search/types'

// The services' icons arrive with the index, on first use: suggestions are the only place the box shows them.
let serviceIcons: typeof import('./service-icon') | undefined
const loadServiceIcons = () => import('./service-icon').then((module) => (serviceIcons = module))
import { cn } from '~/lib/utils'
import { useSiteNavigation } from './site-navigation'

/**
 * Site search: a combobox whose suggestions come from the search index, fetched on first focus.
 * Without JavaScript (or before the index arrives) it is a plain GET form to /search.
 * `label` names the search landmark: a page showing a second box beside the header's gives it its own.
 */
export function SearchBox({
  id,
  className,
  defaultValue = '',
  label = 'Site search',
}: {
  id: string
  className?: string
  defaultValue?: string
  label?: string
}) {
  const { navigate } = useSiteNavigation()
  const inputRef = useRef<HTMLInputElement>(null)
  const listboxRef = useRef<HTMLUListElement>(null)
  const [text, setText] = useState(defaultValue)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [search, setSearch] = useState<LoadedSearch>()

  const suggestions = useMemo(() => (search ? search.rank(search.index, text) : []), [search, text])
  const expanded = open && text.trim() !== '' && suggestions.length > 0
  const listboxId = `${id}-suggestions`
  const optionId = (position: number) => `${id}-suggestion-${position}`
  const activeOption = expanded && active >= 0 && active < suggestions.length ? active : -1

  useEffect(() => {
    if (activeOption >= 0) listboxRef.current?.children[activeOption]?.scrollIntoView({ block: 'nearest' })
  }, [activeOption])

  /** Starts fetching the index and ranking (once for every box of the page); typing never waits for them. */
  const requestIndex = () => {
    if (search) return
    const ready = loadedSearch()
    if (ready && serviceIcons) setSearch(ready)
    else
      Promise.all([loadSearch(), loadServiceIcons()]).then(
        ([loaded]) => setSearch(loaded),
        () => undefined,
      )
  }

  // Text typed, or focus given, before hydration: take it up as if it had happened now.
  useEffect(() => {
    const input = inputRef.current
    if (!input || document.activeElement !== input) return
    if (input.value !== text) setText(input.value)
    setOpen(true)
    requestIndex()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, [])

  const close = () => {
    setOpen(false)
    setActive(-1)
  }

  const go = (suggestion: Suggestion) => {
    close()
    setText('')
    inputRef.current?.blur()
    navigate(suggestion.url)
  }

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      requestIndex()
      if (!expanded) {
        setOpen(true)
        setActive(event.key === 'ArrowDown' ? 0 : suggestions.length - 1)
        return
      }
      const last = suggestions.length - 1
      if (event.key === 'ArrowDown') setActive(activeOption >= last ? 0 : activeOption + 1)
      else setActive(activeOption <= 0 ? last : activeOption - 1)
    } else if (event.key === 'Escape' && expanded) {
      // Closes the dropdown only: a surrounding menu stays open.
      event.preventDefault()
      event.stopPropagation()
      close()
    }
  }

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const target = suggestions[activeOption] ?? suggestions[0]
    event.preventDefault()
    if (target) go(target)
    // no suggestion (yet): the /search page, as the form would go without JavaScript
    else
      navigate(
        `/search?${new URLSearchParams(new FormData(event.currentTarget) as unknown as Record<string, string>).toString()}`,
      )
  }

  return (
    <form
      method="get"
      action="/search"
      role="search"
      aria-label={label}
      className={cn('relative', className)}
      onSubmit={onSubmit}
    >
      <label htmlFor={id} className="sr-only">
        Search services or locations
      </label>
      <Icon icon={Search} className="search-icon" />
      <input
        ref={inputRef}
        id={id}
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeOption >= 0 ? optionId(activeOption) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        value={text}
        placeholder="Search services or locations..."
        onChange={(event) => {
          setText(event.target.value)
          setActive(-1)
          setOpen(true)
          requestIndex()
        }}
        onFocus={() => {
          setOpen(true)
          requestIndex()
        }}
        onBlur={close}
        onKeyDown={onKeyDown}
        className="search-input"
      />
      {text && (
        <button
          type="button"
          aria-label="Clear search"
          className="absolute right-1 top-1/2 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
          onClick={() => {
            setText('')
            close()
            inputRef.current?.focus()
          }}
        >
          <Icon icon={X} className="size-4" />
        </button>
      )}
      <ul
        ref={listboxRef}
        id={listboxId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!expanded}
        className="search-suggestions"
      >
        {expanded &&
          suggestions.map((suggestion, position) => (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- keys go to the combobox input (aria-activedescendant)
            <li
              key={suggestion.url}
              id={optionId(position)}
              role="option"
              aria-selected={position === activeOption}
              tabIndex={-1}
              // Keeps the focus in the input, so its blur does not close the list before the click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(suggestion)}
              className="flex cursor-pointer items-start gap-3 rounded px-3 py-2 text-left hover:bg-muted aria-selected:bg-muted"
            >
              {suggestion.icon === 'map-pin' ? (
                <Icon icon={MapPin} className="mt-0.5 size-4 shrink-0 text-primary" />
              ) : serviceIcons ? (
                <serviceIcons.ServiceIcon name={suggestion.icon} className="mt-0.5 size-4 shrink-0 text-primary" />
              ) : null}
              <span className="min-w-0">
                <span className="block text-sm font-medium text-foreground">{suggestion.title}</span>
                <span className="block text-xs text-muted-foreground">{suggestion.description}</span>
              </span>
            </li>
          ))}
      </ul>
      <p className="sr-only" aria-live="polite">
        {expanded
          ? `${suggestions.length} suggestion${suggestions.length === 1 ? '' : 's'}, use the arrow keys to choose`
          : ''}
      </p>
    </form>
  )
}
