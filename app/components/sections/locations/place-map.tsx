import { MAP_COPY } from '~/content/location-copy'
import type { PlaceMap as PlaceMapData } from '~/lib/pages/place-section.server'
import { MAP_DOT_RADIUS, MAP_FONT_SIZE } from '~/lib/places/map-labels'

/**
 * A state outline (one cached SVG file per state) with this page's dots drawn over it in inline SVG,
 * both in the same projection. The box keeps its aspect ratio from the markup, so nothing shifts when
 * the outline loads. Plain links: they work before the app loads.
 */
export function PlaceMap({ map }: { map: PlaceMapData }) {
  const { width, height } = map
  return (
    <figure className="m-0">
      <div className="relative w-full max-w-xl" style={{ aspectRatio: `${String(width)} / ${String(height)}` }}>
        <img src={map.src} alt="" width={width} height={height} className="absolute inset-0 h-full w-full" loading="lazy" decoding="async" />
        <svg viewBox={`0 0 ${String(width)} ${String(height)}`} className="absolute inset-0 h-full w-full overflow-visible" role="group" aria-label={map.caption}>
          {map.dots.map((dot) => {
            const mark = (
              <>
                <circle cx={dot.x} cy={dot.y} r={dot.current ? MAP_DOT_RADIUS + 1.5 : MAP_DOT_RADIUS} className={dot.current ? 'fill-accent stroke-primary' : 'fill-primary stroke-white'} strokeWidth={1.5} />
                {dot.label && (
                  <text
                    x={dot.label.x}
                    y={dot.label.y}
                    textAnchor={dot.label.anchor}
                    fontSize={MAP_FONT_SIZE}
                    className={dot.current ? 'fill-foreground font-bold' : 'fill-foreground'}
                    paintOrder="stroke"
                    stroke="white"
                    strokeWidth={3}
                  >
                    {dot.name}
                  </text>
                )}
              </>
            )
            return dot.href ? (
              <a key={dot.id} href={dot.href} aria-label={MAP_COPY.dotName(dot.name)} className="focus-visible:outline-2">
                {mark}
              </a>
            ) : (
              <g key={dot.id} aria-hidden="true">
                {mark}
              </g>
            )
          })}
        </svg>
      </div>
      <figcaption className="mt-2 text-sm text-muted-foreground">{map.caption}</figcaption>
    </figure>
  )
}
