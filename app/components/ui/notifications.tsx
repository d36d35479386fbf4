import { type ReactNode, useEffect, useState } from 'react'
import type { ExternalToast } from 'sonner'

type Sonner = typeof import('sonner')

/** Where notices sit: below the header (h-16) with a little air, whatever the screen. */
const NOTICE_OFFSET = { top: '4.75rem', left: '1rem', right: '1rem' }

let sonner: Promise<Sonner> | undefined
let showToaster: ((module: Sonner) => void) | undefined
let toasterMounted: Promise<void> | undefined
let markMounted: (() => void) | undefined

/**
 * The toast area, mounted only once the first notice is shown: the toast library is loaded on demand,
 * so pages that never show a notice never download it.
 */
export function Notifications() {
  const [module, setModule] = useState<Sonner | null>(null)
  useEffect(() => {
    showToaster = setModule
    return () => {
      showToaster = undefined
    }
  }, [])
  useEffect(() => {
    // The Toaster's own subscription is set up in its effect, which runs before this one.
    if (module) markMounted?.()
  }, [module])
  if (!module) return null
  // Below the sticky header (4rem tall), never over it, on a phone as on a wide screen.
  return (
    <module.Toaster position="top-center" offset={NOTICE_OFFSET} mobileOffset={NOTICE_OFFSET} richColors closeButton />
  )
}

async function readyToaster(): Promise<Sonner> {
  if (!sonner) {
    toasterMounted = new Promise((resolve) => (markMounted = resolve))
    sonner = import('sonner')
  }
  const module = await sonner
  showToaster?.(module)
  await toasterMounted
  return module
}

type NoticeOptions = Omit<ExternalToast, 'description'> & { description?: ReactNode }

/** Shows a notice; the toast code loads the first time. */
export const notify = {
  async success(title: string, options?: NoticeOptions): Promise<void> {
    ;(await readyToaster()).toast.success(title, options)
  },
  async error(title: string, options?: NoticeOptions): Promise<void> {
    ;(await readyToaster()).toast.error(title, options)
  },
}
