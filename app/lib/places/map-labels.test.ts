import { describe, expect, test } from 'vitest'
import {
  boxesOverlap,
  labelBox,
  labelFontSize,
  type LabelInput,
  MAP_LABEL_MIN_PX,
  MAP_LABEL_TIERS,
  placeLabels,
} from './map-labels'

const options = { width: 400, height: 300, fontSize: 12, dotRadius: 4 }

describe('map labels', () => {
  test('the first dot is labeled to its right when there is room', () => {
    const placed = placeLabels([{ id: 'a', text: 'Houston', x: 100, y: 100 }], options)
    expect(placed.get('a')).toEqual({ x: 107, y: 104.2, anchor: 'start' })
  })

  test('a dot near the right edge is labeled on its left', () => {
    const placed = placeLabels([{ id: 'a', text: 'El Paso', x: 395, y: 100 }], options)
    expect(placed.get('a')?.anchor).toBe('end')
  })

  test('labels never overlap each other or a dot, and crowded dots go unlabeled', () => {
    const dots: LabelInput[] = Array.from({ length: 30 }, (_, index) => ({
      id: String(index),
      text: `City number ${String(index)}`,
      x: 150 + (index % 6) * 9,
      y: 140 + Math.floor(index / 6) * 7,
    }))
    const placed = placeLabels(dots, options)
    expect(placed.size).toBeGreaterThan(0)
    expect(placed.size).toBeLessThan(dots.length)
    const boxes = [...placed].map(([id, label]) => labelBox(label, dots.find((dot) => dot.id === id)!.text, options))
    for (const [i, a] of boxes.entries()) {
      expect(a.left).toBeGreaterThanOrEqual(0)
      expect(a.right).toBeLessThanOrEqual(options.width)
      for (const b of boxes.slice(i + 1)) expect(boxesOverlap(a, b)).toBe(false)
      for (const dot of dots) {
        const dotBox = { left: dot.x - 5, right: dot.x + 5, top: dot.y - 5, bottom: dot.y + 5 }
        expect(boxesOverlap(a, dotBox)).toBe(false)
      }
    }
  })

  test('the first dot is labeled even in a crowd, over neighboring dots but never over a label', () => {
    const crowd: LabelInput[] = [{ id: 'own', text: 'Mesa', x: 200, y: 150 }]
    for (let dx = -30; dx <= 30; dx += 6)
      for (let dy = -30; dy <= 30; dy += 6)
        if (dx || dy) crowd.push({ id: `${String(dx)},${String(dy)}`, text: 'Town', x: 200 + dx, y: 150 + dy })
    expect(placeLabels(crowd, options).has('own')).toBe(true)
  })

  test('priority decides who gets a label: the first of two close dots keeps its own', () => {
    const dots = [
      { id: 'own', text: 'Dallas', x: 200, y: 150 },
      { id: 'other', text: 'Irving', x: 200, y: 156 },
    ]
    expect(placeLabels(dots, options).has('own')).toBe(true)
  })
})

describe('label size tiers', () => {
  test('each tier keeps a label 12 px or more on screen at its narrowest box', () => {
    for (const mapWidth of [367, 586, 640])
      for (const tier of ['wide', 'narrow'] as const)
        expect((labelFontSize(mapWidth, tier) * MAP_LABEL_TIERS[tier]) / mapWidth).toBeGreaterThanOrEqual(
          MAP_LABEL_MIN_PX,
        )
  })
})
