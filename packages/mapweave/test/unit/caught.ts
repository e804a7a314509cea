import {MapWeaveError} from '../../src/core/errors.js';

/** The MapWeaveError thrown by `run`; fails the test when `run` returns or throws something else. */
export function caught(run: () => unknown): MapWeaveError {
  try {
    run();
  } catch (error) {
    if (error instanceof MapWeaveError) return error;
    throw error;
  }
  throw new Error('expected a MapWeaveError');
}
