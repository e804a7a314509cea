import {describe, expect, it} from 'vitest';
import {MapWeave} from '../../../src/index.js';
import {placeTooltip, TOOLTIP_MARGIN, TOOLTIP_OFFSET} from '../../../src/ui/tooltip/placement.js';
import {caught} from '../caught.js';

const bounds = {width: 400, height: 300};
const size = {width: 120, height: 40};

describe('placeTooltip', () => {
  it('puts the tooltip below and right of the anchor when it fits', () => {
    expect(placeTooltip({anchor: [100, 100], size, bounds})).toEqual({
      left: 100 + TOOLTIP_OFFSET,
      top: 100 + TOOLTIP_OFFSET,
    });
  });

  it('flips to the left of and above an anchor near the right and bottom edges', () => {
    expect(placeTooltip({anchor: [390, 290], size, bounds})).toEqual({
      left: 390 - TOOLTIP_OFFSET - size.width,
      top: 290 - TOOLTIP_OFFSET - size.height,
    });
  });

  it('clamps inside the map when neither side fits, and starts at the margin when larger than the map', () => {
    expect(placeTooltip({anchor: [60, 20], size: {width: 120, height: 280}, bounds})).toEqual({
      left: 60 + TOOLTIP_OFFSET,
      top: TOOLTIP_MARGIN,
    });
    expect(placeTooltip({anchor: [200, 150], size: {width: 500, height: 40}, bounds}).left).toBe(TOOLTIP_MARGIN);
  });

  it('never leaves the map for anchors anywhere inside it', () => {
    for (let x = 0; x <= bounds.width; x += 25) {
      for (let y = 0; y <= bounds.height; y += 25) {
        const {left, top} = placeTooltip({anchor: [x, y], size, bounds});
        expect(left).toBeGreaterThanOrEqual(TOOLTIP_MARGIN);
        expect(top).toBeGreaterThanOrEqual(TOOLTIP_MARGIN);
        expect(left + size.width).toBeLessThanOrEqual(bounds.width - TOOLTIP_MARGIN);
        expect(top + size.height).toBeLessThanOrEqual(bounds.height - TOOLTIP_MARGIN);
      }
    }
  });
});

describe('the tooltip option', () => {
  it('takes a function or null; anything else is INVALID_OPTION naming it', () => {
    // Checked before the map touches the DOM, so no document is needed here.
    for (const tooltip of ['name', 5, {text: 'x'}, true]) {
      const error = caught(() => new MapWeave({tooltip: tooltip as never}));
      expect(error.code).toBe('INVALID_OPTION');
      expect(error.message).toContain('tooltip');
      expect(error.message).toContain('a function or null');
    }
  });
});
