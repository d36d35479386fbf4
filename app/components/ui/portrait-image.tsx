import { PORTRAIT_COPY } from '~/copy/portraits'
import type { Portrait } from '~/lib/firm/portraits'
import { PORTRAIT_SIZE } from '~/lib/firm/portraits'
import { cn } from '~/lib/utils'

/**
 * A person's portrait at 160 by 200 CSS px: a photo as AVIF, else WebP, at the width the screen's
 * density asks for; a drawing as it is.
 */
export function PortraitImage({ portrait, name, className }: { portrait: Portrait; name: string; className?: string }) {
  const alt = portrait.kind === 'photo' ? PORTRAIT_COPY.photoAlt(name) : PORTRAIT_COPY.drawingAlt(name)
  const image = (
    <img
      src={portrait.src}
      alt={alt}
      width={PORTRAIT_SIZE.width}
      height={PORTRAIT_SIZE.height}
      loading="lazy"
      decoding="async"
      className={cn('h-auto w-40 rounded-xl bg-muted object-cover', className)}
    />
  )
  if (portrait.kind === 'drawing') return image
  const sizes = `${String(PORTRAIT_SIZE.width)}px`
  return (
    <picture>
      <source type="image/avif" srcSet={portrait.avif} sizes={sizes} />
      <source type="image/webp" srcSet={portrait.webp} sizes={sizes} />
      {image}
    </picture>
  )
}
