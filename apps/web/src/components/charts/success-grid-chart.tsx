import { chartNumberFormat } from './lib/chart-format';
import { SUCCESS_RATE_BANDS, SUCCESS_RATE_NONE, successRateBand } from './lib/chart-palette';
import { GRID_CELL_PX, gridColumns } from './lib/chart-rules';
import styles from './success-grid-chart.module.css';

export interface SuccessGridTile {
  name: string;
  value: number | null;
  /** The value a click navigates with (the API name). */
  target: string;
}

export interface SuccessGridChartProps {
  tiles: readonly SuccessGridTile[];
  label: string;
  /** A cell click (or Enter) follows the chart's navigation with the cell's target. */
  onTileClick?: (target: string) => void;
  height: number;
}

/**
 * The grid of success rates (spec 001 sections 4 and 9): 40 px cells in columns from the square
 * root of the count (11 at 100 or more), each coloured by its rate's band, the name and rate in its
 * tooltip; a legend of the six bands under it.
 */
export function SuccessGridChart({ tiles, label, onTileClick, height }: SuccessGridChartProps) {
  const columns = gridColumns(tiles.length);
  return (
    <div className={styles.wrap} style={{ maxHeight: height }}>
      <ul
        className={styles.grid}
        aria-label={label}
        style={{
          gridTemplateColumns: `repeat(${columns}, ${GRID_CELL_PX}px)`,
          gridAutoRows: `${GRID_CELL_PX}px`,
        }}
        data-columns={columns}
      >
        {tiles.map((tile) => {
          const band = successRateBand(tile.value);
          const text = `${tile.name}: ${chartNumberFormat(tile.value, 'percent')}`;
          const style = {
            background: band?.color ?? SUCCESS_RATE_NONE.color,
            color: band?.text ?? SUCCESS_RATE_NONE.text,
          };
          return (
            <li key={tile.name} className={styles.item} data-band={band?.id ?? 'none'}>
              {onTileClick ? (
                <button
                  type="button"
                  className={styles.cell}
                  style={style}
                  title={text}
                  aria-label={text}
                  onClick={() => onTileClick(tile.target)}
                >
                  {cellText(tile.value)}
                </button>
              ) : (
                <span className={styles.cell} style={style} title={text} aria-label={text} role="img">
                  {cellText(tile.value)}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <ul className={styles.legend} aria-label="Success rate bands">
        {SUCCESS_RATE_BANDS.map((band) => (
          <li key={band.id}>
            <span className={styles.swatch} style={{ background: band.color }} aria-hidden="true" />
            {band.label}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A cell's rate as it fits 40 px: one decimal (so 99.0 in the green band and 99.4 in the dark green
 * one read apart), 100 without one, a dash without a rate.
 */
export function cellText(rate: number | null): string {
  if (rate === null) return '–';
  const text = rate.toFixed(1);
  return text === '100.0' ? '100' : text;
}
