// Each dot in priority order tries eight positions and goes unlabeled when none fits; widths are estimated from character counts.
/** The map's dot radius, in the state map's own units (shared by the builder and the component). */
export const MAP_DOT_RADIUS = 4.5

/** A label's box above and below its baseline, in ems: Source Sans 3's line box, which is what a browser reports. */
const LABEL_ASCENT = 1.02
const LABEL_DESCENT = 0.4

/** The smallest size a label may have on screen, in CSS px. */
export const MAP_LABEL_MIN_PX = 12
/**
 * The map box's width (CSS px) from which the wide labels show (`map-box` in app/site-styles.css), and
 * the narrowest box drawn (a 320 px screen less the page's margins). Each tier's labels are placed at
 * the size that keeps them 12 px or more on screen across the tier's widths.
 */
export const MAP_LABEL_TIERS = { wide: 540, narrow: 288 } as const
export type MapLabelTier = keyof typeof MAP_LABEL_TIERS

/** A tier's label size in the map's units: 12 px on screen at the tier's narrowest box. */
export function labelFontSize(mapWidth: number, tier: MapLabelTier): number {
  return Math.ceil((MAP_LABEL_MIN_PX * mapWidth * 10) / MAP_LABEL_TIERS[tier]) / 10
}

export interface LabelInput {
  id: string
  text: string
  x: number
  y: number
}

export interface PlacedLabel {
  x: number
  y: number
  anchor: 'start' | 'middle' | 'end'
}

export interface LabelOptions {
  width: number
  height: number
  fontSize: number
  dotRadius: number
  glyphWidth?: number
  alwaysLabel?: number
}

interface Box {
  left: number
  top: number
  right: number
  bottom: number
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

export function placeLabels(dots: readonly LabelInput[], options: LabelOptions): Map<string, PlacedLabel> {
  const { width, height, fontSize, dotRadius, glyphWidth = 0.6, alwaysLabel = 1 } = options
  const mustLabel = new Set(dots.slice(0, alwaysLabel))
  const gap = 3
  const obstacles: Box[] = dots.map((dot) => ({
    left: dot.x - dotRadius - 1,
    top: dot.y - dotRadius - 1,
    right: dot.x + dotRadius + 1,
    bottom: dot.y + dotRadius + 1,
  }))
  const placed = new Map<string, PlacedLabel>()
  const labelBoxes: Box[] = []
  for (const dot of dots) {
    const textWidth = dot.text.length * fontSize * glyphWidth
    const ascent = fontSize * LABEL_ASCENT
    const descent = fontSize * LABEL_DESCENT
    const corner = (dx: 1 | -1, dy: 1 | -1): { label: PlacedLabel; box: Box } => {
      const x = dot.x + dx * (dotRadius + gap)
      const baseline = dy < 0 ? dot.y - dotRadius - descent : dot.y + dotRadius + ascent
      const left = dx > 0 ? x : x - textWidth
      return {
        label: { x, y: baseline, anchor: dx > 0 ? 'start' : 'end' },
        box: { left, right: left + textWidth, top: baseline - ascent, bottom: baseline + descent },
      }
    }
    const candidates: { label: PlacedLabel; box: Box }[] = [
      {
        label: { x: dot.x + dotRadius + gap, y: dot.y + fontSize * 0.35, anchor: 'start' },
        box: {
          left: dot.x + dotRadius + gap,
          right: dot.x + dotRadius + gap + textWidth,
          top: dot.y + fontSize * 0.35 - ascent,
          bottom: dot.y + fontSize * 0.35 + descent,
        },
      },
      {
        label: { x: dot.x - dotRadius - gap, y: dot.y + fontSize * 0.35, anchor: 'end' },
        box: {
          left: dot.x - dotRadius - gap - textWidth,
          right: dot.x - dotRadius - gap,
          top: dot.y + fontSize * 0.35 - ascent,
          bottom: dot.y + fontSize * 0.35 + descent,
        },
      },
      {
        label: { x: dot.x, y: dot.y - dotRadius - gap - descent, anchor: 'middle' },
        box: {
          left: dot.x - textWidth / 2,
          right: dot.x + textWidth / 2,
          top: dot.y - dotRadius - gap - descent - ascent,
          bottom: dot.y - dotRadius - gap,
        },
      },
      {
        label: { x: dot.x, y: dot.y + dotRadius + gap + ascent, anchor: 'middle' },
        box: {
          left: dot.x - textWidth / 2,
          right: dot.x + textWidth / 2,
          top: dot.y + dotRadius + gap,
          bottom: dot.y + dotRadius + gap + ascent + descent,
        },
      },
      corner(1, -1),
      corner(1, 1),
      corner(-1, -1),
      corner(-1, 1),
    ]
    const inside = (box: Box) => box.left >= 0 && box.top >= 0 && box.right <= width && box.bottom <= height
    const clear = (box: Box) => !labelBoxes.some((other) => overlaps(box, other))
    const ownBox = obstacles[dots.indexOf(dot)]
    const fits =
      candidates.find(
        ({ box }) => inside(box) && clear(box) && !obstacles.some((other) => other !== ownBox && overlaps(box, other)),
      ) ??
      // The first dots (the page's own place, a state's largest cities) are labeled over neighboring dots if they
      // must, never over another label.
      (mustLabel.has(dot) ? candidates.find(({ box }) => inside(box) && clear(box)) : undefined)
    if (!fits) continue
    placed.set(dot.id, fits.label)
    labelBoxes.push(fits.box)
  }
  return placed
}

export function labelBox(label: PlacedLabel, text: string, options: LabelOptions): Box {
  const textWidth = text.length * options.fontSize * (options.glyphWidth ?? 0.6)
  const left =
    label.anchor === 'start' ? label.x : label.anchor === 'end' ? label.x - textWidth : label.x - textWidth / 2
  return {
    left,
    right: left + textWidth,
    top: label.y - options.fontSize * LABEL_ASCENT,
    bottom: label.y + options.fontSize * LABEL_DESCENT,
  }
}

export { overlaps as boxesOverlap }
