import { MAP_COPY } from '~/copy/location-copy'
import type { PlaceMap as PlaceMapData } from '~/lib/pages/place-section.server'
import { MAP_DOT_RADIUS, MAP_FONT_SIZE } from '~/lib/places/map-labels'

/** Coordinates to a tenth of a map unit: finer than a pixel at any size the map is shown. */
const tenth = (value: number) => Math.round(value * 10) / 10

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
        <img
          src={map.src}
          alt=""
          width={width}
          height={height}
          className="absolute inset-0 h-full w-full"
          loading="lazy"
          decoding="async"
        />
        <svg
          viewBox={`0 0 ${String(width)} ${String(height)}`}
          className="absolute inset-0 h-full w-full overflow-visible"
          fontSize={MAP_FONT_SIZE}
          role="group"
          aria-label={map.caption}
        >
          {map.dots.map((dot) => {
            const mark = (
              <>
                <circle
                  cx={tenth(dot.x)}
                  cy={tenth(dot.y)}
                  r={dot.current ? MAP_DOT_RADIUS + 1.5 : MAP_DOT_RADIUS}
                  className={dot.current ? 'map-dot-here' : 'map-dot'}
                />
                {dot.label && (
                  <text
                    x={tenth(dot.label.x)}
                    y={tenth(dot.label.y)}
                    textAnchor={dot.label.anchor}
                    className={dot.current ? 'map-label font-bold' : 'map-label'}
                  >
                    {dot.name}
                  </text>
                )}
              </>
            )
            return dot.href ? (
              <a key={dot.id} href={dot.href} aria-label={MAP_COPY.dotName(dot.name)} className="map-link">
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
