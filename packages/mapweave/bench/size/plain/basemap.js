// What a plain deck.gl app draws to match MapWeave's embedded basemap: Natural Earth 1:110m land and
// country borders from world-atlas.
import {PathLayer, SolidPolygonLayer} from '@deck.gl/layers';
import {feature, mesh} from 'topojson-client';
import countries from 'world-atlas/countries-110m.json';

export function basemapLayers() {
  const land = feature(countries, countries.objects.land).features.flatMap((item) =>
    item.geometry.type === 'Polygon' ? [item.geometry.coordinates] : item.geometry.coordinates,
  );
  const borders = mesh(countries, countries.objects.countries, (a, b) => a !== b).coordinates;
  return [
    new SolidPolygonLayer({id: 'land', data: land, getPolygon: (polygon) => polygon, getFillColor: [247, 245, 239]}),
    new PathLayer({
      id: 'borders',
      data: borders,
      getPath: (line) => line,
      getColor: [190, 184, 170],
      widthUnits: 'pixels',
    }),
  ];
}
