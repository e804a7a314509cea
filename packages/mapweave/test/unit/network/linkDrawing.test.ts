import {describe, expect, it} from 'vitest';
import {arcPath, pathMidpoint, screenAngle} from '../../../src/layers/network/drawing/linkGeometry.js';
import {dashArray} from '../../../src/layers/network/drawing/linkLayers.js';
import {linkLabelOf, readableAngle} from '../../../src/layers/network/drawing/linkLabels.js';

describe('link labels', () => {
  it('sit halfway along straight links (in mercator) and at the middle point of curves', () => {
    const [longitude, latitude] = pathMidpoint([
      [0, 0],
      [20, 60],
    ]);
    expect(longitude).toBeCloseTo(10);
    // Halfway on a mercator map is north of the mean latitude (30°): y(35.26°) is halfway between y(0°) and y(60°).
    expect(latitude).toBeCloseTo(35.264, 2);
    const arc = arcPath([0, 0], [10, 0], 0.5, 4);
    expect(pathMidpoint(arc)).toEqual(arc[2]);
  });

  it('keeps the midpoint of a link across the antimeridian on the side of its ends', () => {
    const [longitude] = pathMidpoint([
      [170, 0],
      [190, 0],
    ]);
    expect(longitude).toBeCloseTo(180);
  });

  it('turn to read left to right', () => {
    expect(readableAngle(30)).toBe(30);
    expect(readableAngle(180)).toBe(0);
    expect(readableAngle(135)).toBe(-45);
    expect(readableAngle(-120)).toBe(60);
    const label = linkLabelOf(
      'l',
      'West',
      [
        [10, 0],
        [0, 0],
      ],
      screenAngle,
    );
    expect(label).toMatchObject({id: 'l', text: 'West', angle: 0});
    expect(label.position[0]).toBeCloseTo(5);
  });
});

describe('dash arrays', () => {
  it('count in half line widths and make room for round caps', () => {
    expect(dashArray({}, 4, true)).toEqual([0, 0]);
    // 6 px dash, 4 px gap (the default) on a 2 px line: caps add 1 px at both ends of each dash.
    expect(dashArray({dashed: true}, 2, true)).toEqual([4, 6]);
    expect(dashArray({dashed: [8, 8]}, 4, false)).toEqual([4, 4]);
    expect(dashArray({dashed: [2, 2]}, 4, true)).toEqual([0, 3]);
  });
});
