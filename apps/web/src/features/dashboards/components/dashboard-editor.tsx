import {
  DASHBOARD_CHARTS_MAX,
  DASHBOARD_GRID,
  dashboardLayoutChange,
  dashboardLayoutCompact,
  type Dashboard,
  type DashboardChart,
  type DashboardInput,
  type OfferApp,
} from '@prism/domain';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LoadingButton } from '../../../components/ui/loading-button';
import { Toast } from '../../../components/ui/toast';
import { useDeleteDashboard } from '../api/delete-dashboard';
import { useSaveDashboard } from '../api/save-dashboard';
import { dashboardChartAdd, dashboardChartEdit, type DashboardChartFields } from '../lib/dashboard-chart';
import { ChartDialog } from './chart-dialog';
import type { DashboardBoardLayout, DashboardCellAction } from './dashboard-board';
import styles from './dashboard-editor.module.css';
import { DashboardSettingsForm, type DashboardSettings } from './dashboard-settings-form';

export interface DashboardEditorProps {
  dashboard: Dashboard;
  /**
   * The board of the dashboard's charts (the page joins the board to the charts feature); while
   * editing, its layout carries the move, resize, edit and remove callbacks.
   */
  renderBoard: (layout: DashboardBoardLayout<DashboardChart>) => ReactNode;
  /** The applications the charts read: the chart dialog offers what their domains have. */
  apps?: readonly OfferApp[];
  /** The owner (or an admin): may edit, rename, share and delete. */
  canEdit: boolean;
  /** Open in layout editing (right after the dashboard was created). */
  startEditing?: boolean;
  /** Above the title: which application or group the charts read. */
  eyebrow?: ReactNode;
  /** The time menu and other page controls, beside the title. */
  controls?: ReactNode;
  /** Below the title: the page's filter bar. */
  scopeBar?: ReactNode;
  onDeleted: (dashboard: Dashboard) => void;
}

type ChartDialogState = { mode: 'add' } | { mode: 'edit'; chart: DashboardChart } | null;
type ToastState = { message: string; tone: 'info' | 'error' } | null;

const LAYOUT_STEP: Record<
  Exclude<DashboardCellAction, 'edit' | 'remove'>,
  (chart: DashboardChart) => Partial<Pick<DashboardChart, 'x' | 'y' | 'w' | 'h'>>
> = {
  left: (chart) => ({ x: chart.x - 1 }),
  right: (chart) => ({ x: chart.x + 1 }),
  up: (chart) => ({ y: chart.y - 1 }),
  down: (chart) => ({ y: chart.y + 1 }),
  narrower: (chart) => ({ w: chart.w - 1 }),
  wider: (chart) => ({ w: chart.w + 1, x: Math.min(chart.x, DASHBOARD_GRID.columns - chart.w - 1) }),
  shorter: (chart) => ({ h: chart.h - 1 }),
  taller: (chart) => ({ h: chart.h + 1 }),
};

const inputOf = (dashboard: Dashboard, charts: DashboardChart[]): DashboardInput => ({
  name: dashboard.name,
  description: dashboard.description,
  shared: dashboard.shared,
  entityId: dashboard.entityId,
  charts,
});

/**
 * One dashboard: its charts on the grid for the page's period and filters, and for its owner the
 * editor: add, edit, move, resize and remove charts in a draft saved as a whole, rename and share
 * in the settings dialog, delete after confirmation.
 */
export function DashboardEditor({
  dashboard,
  renderBoard,
  apps,
  canEdit,
  startEditing = false,
  eyebrow,
  controls,
  scopeBar,
  onDeleted,
}: DashboardEditorProps) {
  const [draft, setDraft] = useState<DashboardChart[] | null>(() =>
    canEdit && startEditing ? dashboard.charts : null,
  );
  const [chartDialog, setChartDialog] = useState<ChartDialogState>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [toast, setToast] = useState<ToastState>(null);
  const save = useSaveDashboard();
  const remove = useDeleteDashboard();
  // Where focus goes when the chart holding it is removed.
  const actionsBar = useRef<HTMLDivElement>(null);

  const charts = draft ?? dashboard.charts;
  const editing = draft !== null;
  const unsaved = draft !== null && draft !== dashboard.charts;

  // Leaving the page (reload, close) with unsaved edits asks first, as browsers allow.
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
  const items = useMemo(
    () =>
      charts.map((chart) => ({
        definition: chart,
        x: chart.x,
        y: chart.y,
        w: chart.w,
        h: chart.h,
      })),
    [charts],
  );

  const onCellAction = (id: string, action: DashboardCellAction) => {
    const chart = charts.find((candidate) => candidate.id === id);
    if (!chart) return;
    if (action === 'edit') return setChartDialog({ mode: 'edit', chart });
    if (action === 'remove') {
      setDraft(dashboardLayoutCompact(charts.filter((candidate) => candidate.id !== id)));
      return actionsBar.current?.querySelector<HTMLButtonElement>('[data-add-chart]')?.focus();
    }
    setDraft(dashboardLayoutChange(charts, id, LAYOUT_STEP[action](chart)));
  };

  const onChartSubmit = (fields: DashboardChartFields) => {
    if (!chartDialog) return;
    setDraft(
      chartDialog.mode === 'add'
        ? dashboardChartAdd(charts, fields)
        : dashboardChartEdit(charts, chartDialog.chart.id, fields),
    );
    setChartDialog(null);
  };

  const saveLayout = () => {
    if (!draft) return;
    save.mutate(
      { id: dashboard.id, input: inputOf(dashboard, draft) },
      {
        onSuccess: () => {
          setDraft(null);
          setToast({ message: 'Dashboard saved', tone: 'info' });
        },
        onError: (error) =>
          setToast({ message: `Could not save the dashboard: ${error.message}`, tone: 'error' }),
      },
    );
  };

  const saveSettings = (settings: DashboardSettings) => {
    save.mutate(
      { id: dashboard.id, input: { ...inputOf(dashboard, dashboard.charts), ...settings } },
      {
        onSuccess: () => {
          setSettingsOpen(false);
          setToast({ message: 'Dashboard settings saved', tone: 'info' });
        },
      },
    );
  };

  const confirmDelete = () => {
    remove.mutate(dashboard.id, {
      onSuccess: () => onDeleted(dashboard),
      onError: (error) =>
        setToast({ message: `Could not delete the dashboard: ${error.message}`, tone: 'error' }),
    });
  };

  const full = charts.length >= DASHBOARD_CHARTS_MAX;
  const addChart = () => {
    if (!editing) setDraft(dashboard.charts);
    setChartDialog({ mode: 'add' });
  };

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        {eyebrow}
        <div className={styles.titleRow}>
          <h1 className={styles.title}>
            {dashboard.name}
            {dashboard.shared ? <span className={styles.badge}>Shared</span> : null}
          </h1>
          {controls}
        </div>
        {scopeBar}
        {dashboard.description ? <p className={styles.lead}>{dashboard.description}</p> : null}
        <p className={styles.lead}>
          By {dashboard.ownerName || dashboard.ownerId} ·{' '}
          {charts.length === 1 ? '1 chart' : `${charts.length} charts`}
        </p>
        {canEdit ? (
          <div ref={actionsBar} className={styles.toolbar} role="toolbar" aria-label="Dashboard actions">
            {editing ? (
              <>
                <p className={styles.editNote}>
                  Editing: move and resize charts with the buttons on each chart, then save.
                </p>
                <Button data-add-chart variant="secondary" onClick={addChart} disabled={full}>
                  Add chart
                </Button>
                <Button variant="secondary" onClick={() => setDraft(null)} disabled={save.isPending}>
                  Cancel
                </Button>
                <LoadingButton onClick={saveLayout} loading={save.isPending}>
                  Save dashboard
                </LoadingButton>
              </>
            ) : (
              <>
                <Button variant="secondary" onClick={() => setDraft(dashboard.charts)}>
                  Edit dashboard
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => {
                    save.reset();
                    setSettingsOpen(true);
                  }}
                >
                  Rename or share
                </Button>
                <Button
                  variant="borderless"
                  onClick={() => {
                    remove.reset();
                    setDeleteOpen(true);
                  }}
                >
                  Delete
                </Button>
              </>
            )}
          </div>
        ) : null}
      </div>

      {charts.length === 0 ? (
        <div className={styles.empty}>
          <p>This dashboard has no charts yet.</p>
          {canEdit ? <Button onClick={addChart}>Add chart</Button> : null}
        </div>
      ) : (
        <BoardSlot
          render={renderBoard}
          items={items}
          onCellAction={editing ? onCellAction : undefined}
          onCellPlace={(id, change) =>
            setDraft((current) => dashboardLayoutChange(current ?? dashboard.charts, id, change))
          }
        />
      )}

      {chartDialog ? (
        <ChartDialog
          initial={chartDialog.mode === 'edit' ? chartDialog.chart : undefined}
          apps={apps}
          onSubmit={onChartSubmit}
          onClose={() => setChartDialog(null)}
        />
      ) : null}
      {settingsOpen ? (
        <Dialog title="Rename or share" onClose={() => setSettingsOpen(false)}>
          <DashboardSettingsForm
            initial={dashboard}
            submitLabel="Save settings"
            saving={save.isPending}
            serverError={save.error?.message}
            onSubmit={saveSettings}
          >
            <Button variant="secondary" onClick={() => setSettingsOpen(false)}>
              Cancel
            </Button>
          </DashboardSettingsForm>
        </Dialog>
      ) : null}
      {deleteOpen ? (
        <Dialog
          title="Delete dashboard"
          onClose={() => setDeleteOpen(false)}
          footer={
            <>
              <Button variant="secondary" onClick={() => setDeleteOpen(false)}>
                Cancel
              </Button>
              <LoadingButton onClick={confirmDelete} loading={remove.isPending}>
                Delete dashboard
              </LoadingButton>
            </>
          }
        >
          <p className={styles.confirm}>
            Delete “{dashboard.name}” and its {charts.length === 1 ? 'chart' : `${charts.length} charts`}?
            This cannot be undone{dashboard.shared ? ', and the people it is shared with lose it too' : ''}.
          </p>
        </Dialog>
      ) : null}
      {toast ? <Toast message={toast.message} tone={toast.tone} onDismiss={() => setToast(null)} /> : null}
    </div>
  );
}

/** Where the page's board goes: its own component, so the editing callbacks reach it as props. */
function BoardSlot({
  render,
  ...layout
}: DashboardBoardLayout<DashboardChart> & { render: DashboardEditorProps['renderBoard'] }) {
  return render(layout);
}
