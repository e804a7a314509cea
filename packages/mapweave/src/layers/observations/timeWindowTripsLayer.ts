import {TripsLayer} from '@deck.gl/geo-layers';

/**
 * deck.gl's TripsLayer cuts a trail at `currentTime - trailLength` only when it fades the trail
 * (`fadeTrail: true`); unfaded, it draws everything before `currentTime`. Trajectories keep
 * their colour and must still end at the start of the layer's time range, so this draws the
 * window `[currentTime - trailLength, currentTime]` without fading.
 */
export class TimeWindowTripsLayer<D> extends TripsLayer<D> {
  static override layerName = 'TimeWindowTripsLayer';

  override getShaders() {
    const shaders = super.getShaders();
    if (this.context.device.type === 'webgpu') return shaders;
    return {
      ...shaders,
      inject: {
        ...shaders.inject,
        'fs:DECKGL_FILTER_COLOR': `\
if (vTime > trips.currentTime || vTime < trips.currentTime - trips.trailLength) {
  discard;
}
`,
      },
    };
  }
}
