import {
  FILTER_OPERATOR_ARITY,
  FILTER_OPERATOR_LABELS,
  filterOperatorIsImplicit,
  filterPillText,
  filterValueLabel,
  type FilterClause,
  type FilterDefinition,
} from '@prism/domain';

/**
 * A filter pill's text: 'Stream Type: vod, dvr, …' for the default operator, the operator worded
 * otherwise ('App Version is not: 2.1.0', 'App Section exists'). Values are named by their labels
 * and cut after the filter's pill limit (spec 000 section 9).
 */
export function filterPillLabel(
  filter: FilterDefinition,
  clause: FilterClause,
  apps: readonly { name: string; type: string }[],
): string {
  const operator = FILTER_OPERATOR_LABELS[clause.operator];
  if (FILTER_OPERATOR_ARITY[clause.operator] === 'none') return `${filter.label} ${operator}`;
  const values = filterPillText(
    filter.id,
    clause.values.map((value) => filterValueLabel(filter.id, value, apps)),
  );
  const isDefault = filterOperatorIsImplicit(clause.operator, clause.values);
  return isDefault ? `${filter.label}: ${values}` : `${filter.label} ${operator}: ${values}`;
}
