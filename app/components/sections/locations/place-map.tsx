import type { PlaceMap as PlaceMapData } from '~/lib/pages/place-section.server'
import { MAP_DOT_RADIUS, type MapLabelTier } from '~/lib/places/map-labels'

/** Coordinates to a tenth of a map unit: finer than a pixel at any size the map is shown. */
const tenth = (value: number) => Math.round(value * 10) / 10

const TIERS: readonly MapLabelTier[] = ['wide', 'narrow']

/**
 * A state outline (one cached SVG file per state) with this page's dots drawn over it in inline SVG,
 * both in the same projection. The box keeps its aspect ratio from the markup, so nothing shifts when
 * the outline loads. A picture, not a set of links: its dots are too close together to tap, so the
 * page's list of cities is the way in, and the caption says what the map shows. Each label is drawn
 * once per size tier of the box (`map-box` in app/site-styles.css), so it is 12 px or more on screen.
 */
export function PlaceMap({ map }: { map: PlaceMapData }) {
  const { width, height } = map
  return (
    <figure className="m-0">
      <div className="map-box relative w-full max-w-xl" style={{ aspectRatio: `${String(width)} / ${String(height)}` }}>
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
          aria-hidden="true"
        >
          {map.dots.map((dot) => (
            <g key={dot.id}>
              <circle
                cx={tenth(dot.x)}
                cy={tenth(dot.y)}
                r={dot.current ? MAP_DOT_RADIUS + 1.5 : MAP_DOT_RADIUS}
                className={dot.current ? 'map-dot-here' : 'map-dot'}
              />
              {TIERS.map((tier) => {
                const label = dot.labels?.[tier]
                return (
                  label && (
                    <text
                      key={tier}
                      x={tenth(label.x)}
                      y={tenth(label.y)}
                      fontSize={label.fontSize}
                      textAnchor={label.anchor}
                      className={`map-label map-label-${tier}${dot.current ? ' font-bold' : ''}`}
                    >
                      {dot.name}
                    </text>
                  )
                )
              })}
            </g>
          ))}
        </svg>
      </div>
      <figcaption className="mt-2 text-sm text-muted-foreground">{map.caption}</figcaption>
    </figure>
  )
}
