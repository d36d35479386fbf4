import { siteConfig } from '~/config/site-config'

export function SiteLogo() {
  return (
    <>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0" width="32" height="32">
        <rect width="32" height="32" rx="6" fill="#12325b" />
        <path d="M7 23V9l9 8 9-8v14" fill="none" stroke="#f2b84b" strokeWidth="3" strokeLinejoin="round" />
      </svg>
      <span className="text-base leading-tight sm:text-lg">{siteConfig.name}</span>
    </>
  )
}
