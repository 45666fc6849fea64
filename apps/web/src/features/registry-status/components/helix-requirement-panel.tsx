import { eventCaseConditionText } from '@prism/domain';
import { LoadProblem } from '../../../components/ui/load-problem';
import { Skeleton } from '../../../components/ui/skeleton';
import { useHelixRequirement } from '../api/get-helix-requirement';
import { requirementView } from '../lib/helix-requirement-view';
import styles from './registry-status.module.css';

export interface HelixRequirementPanelProps {
  /** The released Helix version whose requirement is shown. */
  version: string;
  /** The entity's apps: only their event cases are listed. */
  appIds: readonly string[];
  /** Level of the panel's own headings. */
  headingLevel?: 3 | 4;
}

function FieldChips({ names, label }: { names: readonly string[]; label: string }) {
  if (names.length === 0) return <span className={styles.small}>none</span>;
  return (
    <ul className={styles.plainList} aria-label={label}>
      {names.map((name) => (
        <li key={name} className={styles.chip}>
          {name}
        </li>
      ))}
    </ul>
  );
}

/**
 * What a released Helix version requires: each event type's required and optional fields (beyond
 * the common ones every event may carry), and the event cases of the entity's apps with their
 * conditions in words. Loads the version's frozen registry itself.
 */
export function HelixRequirementPanel({ version, appIds, headingLevel = 3 }: HelixRequirementPanelProps) {
  const requirement = useHelixRequirement(version);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  if (requirement.isPending) {
    return (
      <div aria-busy="true" aria-label={`Loading what ${version} requires`} className={styles.stackTight}>
        <Skeleton height="1.25rem" width="40%" />
        <Skeleton height="6rem" />
      </div>
    );
  }
  if (requirement.isError) {
    return (
      <LoadProblem
        message={`What ${version} requires could not be loaded: ${requirement.error.message}`}
        onRetry={() => void requirement.refetch()}
        retrying={requirement.isFetching}
      />
    );
  }
  const view = requirementView(requirement.data, appIds);
  return (
    <div className={styles.stack}>
      <section className={styles.stackTight} aria-label={`Event types of ${version}`}>
        <Heading className={styles.sectionTitle}>Event types ({view.eventTypes.length})</Heading>
        <p className={styles.note}>
          Beyond its own fields, every event may carry the {view.commonFields.length} common fields (
          {view.commonFields.slice(0, 6).join(', ')}, …).
        </p>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Event type</th>
                <th scope="col">Required fields</th>
                <th scope="col">Optional fields</th>
              </tr>
            </thead>
            <tbody>
              {view.eventTypes.map((type) => (
                <tr key={type.name}>
                  <th scope="row">
                    <span className={styles.mono}>{type.name}</span>
                    <div className={styles.small}>{type.description}</div>
                  </th>
                  <td>
                    <FieldChips names={type.required} label={`Required fields of ${type.name}`} />
                  </td>
                  <td>
                    <FieldChips names={type.optional} label={`Optional fields of ${type.name}`} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className={styles.stackTight} aria-label={`Event cases of ${version}`}>
        <Heading className={styles.sectionTitle}>
          Event cases of these apps ({view.eventCases.length})
        </Heading>
        {view.eventCases.length === 0 ? (
          <p className={styles.note}>{version} has no event case for these apps.</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Event case</th>
                  <th scope="col">Event type</th>
                  <th scope="col">Conditions</th>
                </tr>
              </thead>
              <tbody>
                {view.eventCases.map((eventCase) => (
                  <tr key={eventCase.id}>
                    <th scope="row">
                      <span className={styles.mono}>{eventCase.id}</span>
                      <div className={styles.small}>{eventCase.name}</div>
                    </th>
                    <td className={styles.mono}>{eventCase.eventType}</td>
                    <td>
                      {eventCase.conditions.length === 0 ? (
                        <span className={styles.small}>none</span>
                      ) : (
                        <ul className={styles.changeDetails}>
                          {eventCase.conditions.map((condition) => {
                            const text = eventCaseConditionText(condition);
                            return <li key={text}>{text}</li>;
                          })}
                        </ul>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
