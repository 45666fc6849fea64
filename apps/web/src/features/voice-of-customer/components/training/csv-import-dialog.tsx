import {
  TRAINING_CATEGORY_SEPARATOR,
  TRAINING_CSV_HEADER,
  TRAINING_CSV_MAX_BYTES,
  VOC_MSG,
} from '@prism/domain';
import { useId, useMemo, useState, type DragEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { LoadProblem } from '../../../../components/ui/load-problem';
import { LoadingButton } from '../../../../components/ui/loading-button';
import { Skeleton } from '../../../../components/ui/skeleton';
import { countFormat } from '../../../../lib/format';
import { useVocCategories } from '../../api/categories';
import { useInsertTrainingData } from '../../api/training';
import { trainingCsvPreview, trainingFileProblem, type TrainingCsvPreview } from './training-csv';
import { categoryActiveChoices } from '../../lib/category-tree';
import { byteSizeFormat } from './training-format';
import styles from './csv-import-dialog.module.css';
import shared from './training.module.css';

export interface CsvImportDialogProps {
  applicationIDs: readonly string[];
  /** The application or group the page is for (`entityID` of the call). */
  entityId: string;
  onClose: () => void;
}

interface ChosenFile {
  name: string;
  size: number;
  text: string | null;
  problem: string | null;
  preview: TrainingCsvPreview | null;
}

/** Reads a chosen file: too large or empty is said at once, otherwise its text and a preview. */
async function fileRead(file: File): Promise<ChosenFile> {
  const problem = trainingFileProblem(file);
  if (problem) return { name: file.name, size: file.size, text: null, problem, preview: null };
  const text = await file.text();
  const preview = trainingCsvPreview(text);
  return { name: file.name, size: file.size, text, problem: preview.problem, preview };
}

/**
 * Import CSV (issue 17 item 7): the expected format, a file chosen or dropped, the first records to
 * look at, an optional restriction to some categories, then `insertTrainingData`. The server reads
 * every line before storing any: its first refusal ('csvData: line 7: "Weather" is not a category
 * of these applications') is shown as it comes, and nothing was stored; success says how many
 * examples were inserted.
 */
export function CsvImportDialog({ applicationIDs, entityId, onClose }: CsvImportDialogProps) {
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [reading, setReading] = useState(false);
  const [restrictTo, setRestrictTo] = useState<ReadonlySet<string>>(new Set());
  const insert = useInsertTrainingData();
  const inputId = useId();

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    insert.reset();
    setReading(true);
    try {
      setFile(await fileRead(chosen));
    } finally {
      setReading(false);
    }
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    void choose(event.dataTransfer.files[0]);
  };

  const send = () => {
    if (!file?.text || file.problem) return;
    insert.mutate({ applicationIDs, csvData: file.text, categoryIDs: [...restrictTo], entityID: entityId });
  };

  const done = insert.isSuccess;
  const footer = done ? (
    <Button onClick={onClose}>Done</Button>
  ) : (
    <>
      <Button variant="secondary" onClick={onClose}>
        Cancel
      </Button>
      <LoadingButton
        loading={insert.isPending}
        disabled={!file?.text || file.problem !== null}
        onClick={send}
      >
        Import
      </LoadingButton>
    </>
  );

  return (
    <Dialog title="Import training data" onClose={onClose} footer={footer}>
      <div className={styles.layout}>
        <ExpectedFormat />
        <div
          className={styles.dropZone}
          onDragOver={(event) => event.preventDefault()}
          onDrop={onDrop}
          data-testid="csv-drop-zone"
        >
          <label htmlFor={inputId} className={styles.dropLabel}>
            CSV file
          </label>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            className={styles.fileInput}
            disabled={insert.isPending}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          <p className={shared.muted}>
            Choose a file or drop it here. Up to {byteSizeFormat(TRAINING_CSV_MAX_BYTES)}.
          </p>
          {file ? (
            <p className={styles.fileName}>
              Chosen: {file.name} <span className={shared.muted}>({byteSizeFormat(file.size)})</span>
            </p>
          ) : null}
        </div>
        {reading ? <Skeleton height="6rem" /> : null}
        {file?.problem ? (
          <p role="alert" className={shared.error}>
            {file.problem}
          </p>
        ) : null}
        {file?.preview && !file.problem ? <CsvPreviewTable preview={file.preview} /> : null}
        <CategoryRestriction applicationIDs={applicationIDs} chosen={restrictTo} onChange={setRestrictTo} />
        <ImportOutcome insert={insert} file={file} />
      </div>
    </Dialog>
  );
}

/** What the file must look like, as the server reads it (docs/api.md, insertTrainingData). */
function ExpectedFormat() {
  return (
    <section className={styles.format} aria-label="Expected format">
      <h3 className={styles.heading}>Expected format</h3>
      <pre className={styles.sample}>
        <code>
          {`${TRAINING_CSV_HEADER.join(',')}\n"The bill doubled and the wifi dropped",Higher bill than expected${TRAINING_CATEGORY_SEPARATOR}Connection drops\nCan't reset my password,Password reset`}
        </code>
      </pre>
      <ul className={styles.rules}>
        <li>
          The first line is the header <code>{TRAINING_CSV_HEADER.join(',')}</code>; then one example per
          line.
        </li>
        <li>
          <code>category</code> is a category&apos;s name (any case) or <code>_id</code>; join several with{' '}
          <code>{TRAINING_CATEGORY_SEPARATOR}</code>. Quote a value that has commas.
        </li>
        <li>A file with a bad line is refused whole, naming the line: nothing of it is stored.</li>
      </ul>
    </section>
  );
}

/** The header and first records of the chosen file. */
function CsvPreviewTable({ preview }: { preview: TrainingCsvPreview }) {
  return (
    <section aria-label="Preview">
      <h3 className={styles.heading}>Preview (first {preview.rows.length} rows)</h3>
      <div className={shared.tableScroll}>
        <table className={shared.table}>
          <thead>
            <tr>
              <th scope="col" className={shared.numeric}>
                Line
              </th>
              {preview.header.map((cell, index) => (
                <th key={index} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((row, index) => (
              <tr key={index}>
                <td className={shared.numeric}>{index + 2}</td>
                {row.map((cell, column) => (
                  <td key={column}>
                    <span className={shared.value}>{cell}</span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

interface CategoryRestrictionProps {
  applicationIDs: readonly string[];
  chosen: ReadonlySet<string>;
  onChange: (chosen: ReadonlySet<string>) => void;
}

/** Optional: the only categories the file may name (`categoryIDs`); a file naming another is refused. */
function CategoryRestriction({ applicationIDs, chosen, onChange }: CategoryRestrictionProps) {
  const categories = useVocCategories(applicationIDs, { includeArchived: true });
  const [filter, setFilter] = useState('');
  const choices = useMemo(() => categoryActiveChoices(categories.data ?? []), [categories.data]);
  const shown = choices.filter((choice) => choice.label.toLowerCase().includes(filter.trim().toLowerCase()));
  const toggle = (id: string) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(next);
  };
  return (
    <details className={styles.restriction}>
      <summary>
        Only these categories (optional){chosen.size > 0 ? ` · ${countFormat(chosen.size)} chosen` : ''}
      </summary>
      <p className={shared.muted}>
        With categories chosen, a line naming any other category refuses the file.
      </p>
      {categories.isError ? (
        <LoadProblem
          message={VOC_MSG.categoriesFetchError}
          onRetry={() => void categories.refetch()}
          retrying={categories.isFetching}
        />
      ) : categories.isPending ? (
        <Skeleton height="4rem" />
      ) : (
        <>
          <input
            className={`${shared.input} ${styles.filter}`}
            type="search"
            aria-label="Find a category"
            placeholder="Find a category"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
          <ul className={styles.checklist}>
            {shown.map((choice) => (
              <li key={choice.id}>
                <label className={styles.check}>
                  <input type="checkbox" checked={chosen.has(choice.id)} onChange={() => toggle(choice.id)} />
                  {choice.label}
                </label>
              </li>
            ))}
          </ul>
        </>
      )}
    </details>
  );
}

/** Sending, refused (with the server's line) or inserted. */
function ImportOutcome({
  insert,
  file,
}: {
  insert: ReturnType<typeof useInsertTrainingData>;
  file: ChosenFile | null;
}) {
  if (insert.isPending && file) {
    return (
      <div className={shared.progress} role="status">
        <span>
          Uploading {file.name} ({byteSizeFormat(file.size)}); the server checks every line before storing
          any…
        </span>
        <progress aria-label="Uploading" />
      </div>
    );
  }
  if (insert.isError) {
    return (
      <div role="alert" className={shared.error}>
        <p className={styles.refusal}>{insert.error.message}</p>
        <p className={styles.refusal}>Nothing was stored: correct the file and import it again.</p>
      </div>
    );
  }
  if (insert.data) {
    return (
      <p role="status" className={shared.success}>
        Inserted {countFormat(insert.data.inserted)} example{insert.data.inserted === 1 ? '' : 's'} into{' '}
        {insert.data.platform}.
      </p>
    );
  }
  return null;
}
