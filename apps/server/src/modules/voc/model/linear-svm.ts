import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import type { Pacer, SparseVector } from './text-features';

/**
 * One-vs-rest linear SVMs trained the way scikit-learn's `LinearSVC()` trains them: liblinear's
 * dual coordinate descent for the L2-regularised squared-hinge loss (solver L2R_L2LOSS_SVC_DUAL;
 * Hsieh et al., "A Dual Coordinate Descent Method for Large-scale Linear SVM", ICML 2008,
 * Algorithm 3 with shrinking), C = 1, the intercept as an extra feature of constant value 1 that is
 * regularised like the others, tolerance 1e-4 on the projected gradient's spread, at most 1000
 * passes over the data, each in a fresh random order.
 *
 * Training runs inside the server process, so it works in slices and gives the event loop back
 * between them (see `pacerCreate`).
 */

export interface LinearSvm {
  classes: number;
  /** Number of features, without the intercept. */
  dimension: number;
  /**
   * `(dimension + 1) × classes`, row-major by feature: feature f's class weights are
   * `weights[f * classes + k]`, and row `dimension` holds the intercepts. Scoring a sparse vector
   * is then one pass over its non-zeros.
   */
  weights: Float32Array;
}

export interface LinearSvmTrainOptions {
  seed: number;
  pacer?: Pacer;
  /** Called after each class with the share of classes done; awaited. */
  onProgress?: (fraction: number) => void | Promise<void>;
}

const COST = 1;
const TOLERANCE = 1e-4;
const PASSES_MAX = 1000;
const INTERCEPT_VALUE = 1;
/** Coordinates visited between two looks at the clock: a few hundred microseconds of work. */
const SLICE_COORDINATES = 256;
/**
 * How long a slice may hold the event loop before it yields: half the 20 ms budget, leaving room
 * for a garbage-collection pause landing in the same slice.
 */
const SLICE_MS = 10;

/**
 * Gives the event loop back every `sliceMs` of work (a `setImmediate` turn, so timers and I/O run)
 * and stops with the signal's reason once it is aborted.
 */
export function pacerCreate(signal?: AbortSignal, sliceMs = SLICE_MS): Pacer {
  let sliceStart = performance.now();
  return {
    due: () => performance.now() - sliceStart >= sliceMs,
    pause: async () => {
      await new Promise<void>((resolve) => setImmediate(resolve));
      signal?.throwIfAborted();
      sliceStart = performance.now();
    },
  };
}

/** Compressed sparse rows of the training matrix, so the solver's inner loops read flat arrays. */
interface SparseRows {
  count: number;
  starts: Int32Array;
  indices: Int32Array;
  values: Float64Array;
  /** ‖xᵢ‖² of each row, the intercept feature included: the same for every class. */
  squares: Float64Array;
}

async function sparseRowsOf(rows: readonly SparseVector[], pacer?: Pacer): Promise<SparseRows> {
  const starts = new Int32Array(rows.length + 1);
  rows.forEach((row, i) => (starts[i + 1] = starts[i]! + row.indices.length));
  const indices = new Int32Array(starts[rows.length]!);
  const values = new Float64Array(indices.length);
  const squares = new Float64Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    if ((i & 255) === 0 && pacer?.due()) await pacer.pause();
    const row = rows[i]!;
    indices.set(row.indices, starts[i]);
    values.set(row.values, starts[i]);
    let sum = INTERCEPT_VALUE * INTERCEPT_VALUE;
    for (const value of row.values) sum += value * value;
    squares[i] = sum;
  }
  return { count: rows.length, starts, indices, values, squares };
}

/**
 * liblinear's `solve_l2r_l1l2_svc` for the squared hinge, as a resumable state machine: `run`
 * visits at most a given number of coordinates and says whether the solver has finished.
 */
class SquaredHingeDualSolver {
  readonly w: Float64Array;
  intercept = 0;
  private readonly alpha: Float64Array;
  /** Diagonal of Q + D: ‖xᵢ‖² + 1 (the intercept feature) + 1/(2C). */
  private readonly qd: Float64Array;
  private readonly order: Int32Array;
  private readonly diagonal = 0.5 / COST;
  private activeSize: number;
  private projectedMaxOld = Infinity;
  private projectedMinOld = -Infinity;
  private projectedMax = -Infinity;
  private projectedMin = Infinity;
  private passes = 0;
  private position = 0;
  private inPass = false;

  constructor(
    private readonly x: SparseRows,
    private readonly y: Int8Array,
    dimension: number,
    private readonly random: RandomGenerator,
  ) {
    this.w = new Float64Array(dimension);
    this.alpha = new Float64Array(x.count);
    this.qd = new Float64Array(x.count);
    this.order = new Int32Array(x.count);
    for (let i = 0; i < x.count; i++) {
      this.qd[i] = this.diagonal + x.squares[i]!;
      this.order[i] = i;
    }
    this.activeSize = x.count;
  }

  /** Visits up to `budget` coordinates; true once converged or out of passes. */
  run(budget: number): boolean {
    const { starts, indices, values } = this.x;
    const { w, alpha, qd, order, y, diagonal } = this;
    let work = 0;
    while (work < budget) {
      if (!this.inPass) {
        if (this.passes >= PASSES_MAX || this.x.count === 0) return true;
        for (let i = 0; i < this.activeSize; i++) {
          const j = uniformInt(this.random, i, this.activeSize - 1);
          const swap = order[i]!;
          order[i] = order[j]!;
          order[j] = swap;
        }
        this.projectedMax = -Infinity;
        this.projectedMin = Infinity;
        this.position = 0;
        this.inPass = true;
      }
      while (this.position < this.activeSize && work < budget) {
        work++;
        const s = this.position;
        const i = order[s]!;
        const yi = y[i]!;
        const start = starts[i]!;
        const end = starts[i + 1]!;
        let dot = this.intercept * INTERCEPT_VALUE;
        for (let p = start; p < end; p++) dot += w[indices[p]!]! * values[p]!;
        const alphaOld = alpha[i]!;
        const gradient = yi * dot - 1 + alphaOld * diagonal;
        let projected = 0;
        if (alphaOld === 0) {
          if (gradient > this.projectedMaxOld) {
            // Shrinking: a bound variable whose gradient points outward stays bound for now.
            this.activeSize--;
            order[s] = order[this.activeSize]!;
            order[this.activeSize] = i;
            continue;
          }
          if (gradient < 0) projected = gradient;
        } else {
          projected = gradient;
        }
        if (projected > this.projectedMax) this.projectedMax = projected;
        if (projected < this.projectedMin) this.projectedMin = projected;
        this.position++;
        if (Math.abs(projected) > 1e-12) {
          const alphaNew = Math.max(alphaOld - gradient / qd[i]!, 0);
          alpha[i] = alphaNew;
          const step = (alphaNew - alphaOld) * yi;
          for (let p = start; p < end; p++) w[indices[p]!]! += step * values[p]!;
          this.intercept += step * INTERCEPT_VALUE;
        }
      }
      if (this.position >= this.activeSize) {
        this.inPass = false;
        this.passes++;
        if (this.projectedMax - this.projectedMin <= TOLERANCE) {
          if (this.activeSize === this.x.count) return true;
          // Converged on the active set: check once more over every variable.
          this.activeSize = this.x.count;
          this.projectedMaxOld = Infinity;
          this.projectedMinOld = -Infinity;
          continue;
        }
        this.projectedMaxOld = this.projectedMax <= 0 ? Infinity : this.projectedMax;
        this.projectedMinOld = this.projectedMin >= 0 ? -Infinity : this.projectedMin;
      }
    }
    return false;
  }
}

/**
 * Trains one binary SVM per class, a row being a positive for every class in its `rowClasses`.
 * Deterministic for a seed: each class shuffles with its own generator.
 */
export async function linearSvmTrain(
  rows: readonly SparseVector[],
  rowClasses: readonly (readonly number[])[],
  classes: number,
  dimension: number,
  options: LinearSvmTrainOptions,
): Promise<LinearSvm> {
  const x = await sparseRowsOf(rows, options.pacer);
  const weights = new Float32Array((dimension + 1) * classes);
  for (let k = 0; k < classes; k++) {
    const y = new Int8Array(rows.length);
    rowClasses.forEach((labels, i) => (y[i] = labels.includes(k) ? 1 : -1));
    const solver = new SquaredHingeDualSolver(
      x,
      y,
      dimension,
      xoroshiro128plus(options.seed + Math.imul(k + 1, 0x9e3779b9)),
    );
    while (!solver.run(SLICE_COORDINATES)) {
      if (options.pacer?.due()) await options.pacer.pause();
    }
    const w = solver.w;
    for (let f = 0; f < dimension; f++) weights[f * classes + k] = w[f]!;
    weights[dimension * classes + k] = solver.intercept * INTERCEPT_VALUE;
    await options.onProgress?.((k + 1) / classes);
    if (options.pacer?.due()) await options.pacer.pause();
  }
  return { classes, dimension, weights };
}

/** Decision values of a vector, one per class, into `out`. */
export function linearSvmScores(model: LinearSvm, vector: SparseVector, out: Float64Array): void {
  const { classes, weights, dimension } = model;
  const interceptRow = dimension * classes;
  for (let k = 0; k < classes; k++) out[k] = weights[interceptRow + k]!;
  const { indices, values } = vector;
  for (let i = 0; i < indices.length; i++) {
    const row = indices[i]! * classes;
    const value = values[i]!;
    for (let k = 0; k < classes; k++) out[k]! += value * weights[row + k]!;
  }
}
