// A standalone deck.gl map (MapView with its controller) in #map drawing the given layers.
import {Deck, MapView} from '@deck.gl/core';

export function createDeck(layers) {
  return new Deck({
    parent: document.getElementById('map'),
    views: new MapView({repeat: true}),
    initialViewState: {longitude: 0, latitude: 30, zoom: 1},
    controller: true,
    layers,
  });
}
