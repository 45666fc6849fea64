import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { CATEGORY_LEVELS } from '../../lib/category-tree';
import { categoryInactiveReason, type CategoryNode } from './category-hierarchy';
import styles from './settings.module.css';

export interface CategoryTreeActions {
  onEdit: (node: CategoryNode) => void;
  onAddChild: (node: CategoryNode) => void;
  onArchive: (node: CategoryNode) => void;
  onRestore: (node: CategoryNode) => void;
}

export interface CategoryTreeProps extends CategoryTreeActions {
  nodes: readonly CategoryNode[];
  /** An admin of the applications: the rows offer their changes. */
  canEdit: boolean;
  /** The category whose change is being saved (its buttons wait). */
  busyId?: string | null;
}

const LEVEL_NAMES = ['Top category', 'Mid-level', 'Subcategory'] as const;

/**
 * The three levels of categories as a nested list (spec 001 sections 3 and 4). Inactive ones,
 * archived or under an archived parent or grandparent, are muted with a badge and the reason;
 * categories the model in use knows carry 'Trained'. Each branch folds.
 */
export function CategoryTree({ nodes, canEdit, busyId, ...actions }: CategoryTreeProps) {
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setFolded((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <ul className={styles.tree} aria-label="Categories">
      {nodes.map((node) => (
        <CategoryBranch
          key={node.category._id}
          node={node}
          folded={folded}
          onToggle={toggle}
          canEdit={canEdit}
          busyId={busyId}
          actions={actions}
        />
      ))}
    </ul>
  );
}

interface BranchProps {
  node: CategoryNode;
  folded: ReadonlySet<string>;
  onToggle: (id: string) => void;
  canEdit: boolean;
  busyId?: string | null;
  actions: CategoryTreeActions;
}

function CategoryBranch({ node, folded, onToggle, canEdit, busyId, actions }: BranchProps) {
  const id = node.category._id;
  const open = !folded.has(id);
  const childrenId = `category-children-${id}`;
  return (
    <li>
      <div
        className={node.status.active ? styles.treeRow : `${styles.treeRow} ${styles.inactive}`}
        data-testid={`category-${id}`}
      >
        {node.children.length > 0 ? (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={childrenId}
            aria-label={`${open ? 'Fold' : 'Unfold'} ${node.name}`}
            onClick={() => onToggle(id)}
          >
            <span className={styles.caret} aria-hidden="true" />
          </button>
        ) : (
          <span className={styles.toggleSpacer} />
        )}
        <CategoryRowText node={node} />
        {canEdit ? <CategoryRowActions node={node} busy={busyId === id} actions={actions} /> : null}
      </div>
      {node.children.length > 0 && open ? (
        <ul id={childrenId} className={styles.treeChildren}>
          {node.children.map((child) => (
            <CategoryBranch
              key={child.category._id}
              node={child}
              folded={folded}
              onToggle={onToggle}
              canEdit={canEdit}
              busyId={busyId}
              actions={actions}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function CategoryRowText({ node }: { node: CategoryNode }) {
  const reason = categoryInactiveReason(node.status);
  const { category, status } = node;
  return (
    <div className={styles.treeMain}>
      <div className={styles.treeTitle}>
        <span className={styles.treeName}>{node.name}</span>
        <span className={styles.level}>{LEVEL_NAMES[node.level - 1]}</span>
        {category.isMLTrained ? (
          <span
            className={`${styles.badge} ${styles.badgeTrained}`}
            title="The model in use knows this category"
          >
            Trained
          </span>
        ) : null}
        {status.archived ? <span className={`${styles.badge} ${styles.badgeArchived}`}>Archived</span> : null}
        {!status.archived && !status.active ? (
          <span className={`${styles.badge} ${styles.badgeInactive}`}>Inactive</span>
        ) : null}
      </div>
      {category.description ? <p className={styles.description}>{category.description}</p> : null}
      {reason ? <p className={styles.reason}>{reason}</p> : null}
    </div>
  );
}

function CategoryRowActions({
  node,
  busy,
  actions,
}: {
  node: CategoryNode;
  busy: boolean;
  actions: CategoryTreeActions;
}) {
  const { status } = node;
  return (
    <div className={styles.rowActions}>
      <Button
        variant="borderless"
        size="small"
        aria-label={`Edit ${node.name}`}
        onClick={() => actions.onEdit(node)}
      >
        Edit
      </Button>
      {node.level < CATEGORY_LEVELS && status.active ? (
        <Button
          variant="borderless"
          size="small"
          aria-label={`Add a subcategory under ${node.name}`}
          onClick={() => actions.onAddChild(node)}
        >
          Add subcategory
        </Button>
      ) : null}
      {status.archived ? (
        <Button
          variant="borderless"
          size="small"
          aria-label={`Restore ${node.name}`}
          disabled={busy}
          onClick={() => actions.onRestore(node)}
        >
          Restore
        </Button>
      ) : (
        <Button
          variant="borderless"
          size="small"
          aria-label={`Archive ${node.name}`}
          disabled={busy}
          onClick={() => actions.onArchive(node)}
        >
          Archive
        </Button>
      )}
    </div>
  );
}
