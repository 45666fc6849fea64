import type { Survey, SurveyDefinition, SurveyStatus } from '@prism/domain';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { TOAST_SECONDS, Toast } from '../../../../components/ui/toast';
import {
  useCreateSurvey,
  useDeleteSurvey,
  useSetSurveyStatus,
  useUpdateSurvey,
} from '../../api/survey-mutations';
import { SurveyBuilderDialog } from './survey-builder';
import { SurveyDeleteDialog } from './survey-delete-dialog';
import { SurveyList, SurveyListSkeleton, surveyPublicUrl, type SurveyPageName } from './survey-list';
import styles from './survey-settings.module.css';

export interface SurveySettingsProps {
  /** The survey-tool application whose surveys these are. */
  applicationId: string;
  surveys: readonly Survey[];
  status: 'pending' | 'error' | 'success';
  error: unknown;
  onRetry: () => void;
  /** Where a survey's summary, responses and categorize pages are (the page's period kept). */
  pageHref: (surveyId: string, page: SurveyPageName) => string;
}

type Editing = { kind: 'create' } | { kind: 'edit'; survey: Survey } | null;
type Notice = { message: string; tone: 'info' | 'error' } | null;

const errorText = (error: unknown) => (error instanceof Error ? error.message : 'Unknown error.');

/**
 * The survey tool's settings (issue 18): the application's surveys with their public links, and
 * the builder that creates and edits them; each can be closed, reopened and deleted. The server
 * checks every change with the same schema and the survey-tool role.
 */
export function SurveySettings({
  applicationId,
  surveys,
  status,
  error,
  onRetry,
  pageHref,
}: SurveySettingsProps) {
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Survey | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  // "Last response 3 hours ago" reads from when the page opened.
  const [now] = useState(() => Date.now());
  const create = useCreateSurvey();
  const update = useUpdateSurvey();
  const remove = useDeleteSurvey();
  const setStatus = useSetSurveyStatus();

  const startEditing = (next: Editing) => {
    create.reset();
    update.reset();
    setEditing(next);
  };
  const say = (message: string, tone: 'info' | 'error' = 'info') => setNotice({ message, tone });

  const save = (definition: SurveyDefinition) => {
    if (editing?.kind === 'edit') {
      update.mutate(
        { id: editing.survey._id, survey: definition },
        {
          onSuccess: (saved) => {
            setEditing(null);
            say(`Saved “${saved.title}”.`);
          },
        },
      );
    } else {
      create.mutate(
        { applicationId, survey: definition },
        {
          onSuccess: (created) => {
            setEditing(null);
            say(`Created “${created.title}”: copy its link to share it.`);
          },
        },
      );
    }
  };

  const copyLink = (survey: Survey) => {
    navigator.clipboard.writeText(surveyPublicUrl(survey._id)).then(
      () => say(`Copied the link to “${survey.title}”.`),
      () => say('Could not copy the link: select it and copy it.', 'error'),
    );
  };

  const changeStatus = (survey: Survey, next: SurveyStatus) =>
    setStatus.mutate(
      { survey, status: next },
      {
        onSuccess: () =>
          say(
            next === 'closed'
              ? `Closed “${survey.title}”: its public page no longer takes answers.`
              : `Reopened “${survey.title}”: it takes answers again.`,
          ),
        onError: (failure) =>
          say(
            `Could not ${next === 'closed' ? 'close' : 'reopen'} “${survey.title}”: ${failure.message}`,
            'error',
          ),
      },
    );

  const confirmDelete = (survey: Survey) =>
    remove.mutate(survey._id, {
      onSuccess: () => {
        setDeleting(null);
        say(`Deleted “${survey.title}”.`);
      },
    });

  const openSurveys = surveys.filter((survey) => survey.status === 'open').length;
  const createButton = <Button onClick={() => startEditing({ kind: 'create' })}>Create survey</Button>;

  return (
    <div className={styles.panel}>
      {status === 'pending' ? <SurveyListSkeleton /> : null}
      {status === 'error' ? (
        <div className={styles.state} role="alert">
          <h2 className={styles.stateTitle}>The surveys could not be loaded</h2>
          <p className={styles.reason}>{errorText(error)}</p>
          <Button variant="secondary" size="small" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : null}
      {status === 'success' && surveys.length === 0 ? (
        <div className={styles.state}>
          <h2 className={styles.stateTitle}>No surveys yet</h2>
          <p className={styles.stateBody}>
            Build a survey, share its public link, and read the answers in Summary and Responses: they become
            feedback of this application, with sentiment and categories.
          </p>
          {createButton}
        </div>
      ) : null}
      {status === 'success' && surveys.length > 0 ? (
        <>
          <div className={styles.toolbar}>
            <p className={styles.summary}>
              {surveys.length} {surveys.length === 1 ? 'survey' : 'surveys'}, {openSurveys} open
            </p>
            {createButton}
          </div>
          <SurveyList
            surveys={surveys}
            now={now}
            busyId={setStatus.isPending ? (setStatus.variables?.survey._id ?? null) : null}
            pageHref={pageHref}
            onCopyLink={copyLink}
            onEdit={(survey) => startEditing({ kind: 'edit', survey })}
            onSetStatus={changeStatus}
            onDelete={(survey) => {
              remove.reset();
              setDeleting(survey);
            }}
          />
        </>
      ) : null}

      {editing ? (
        <SurveyBuilderDialog
          survey={editing.kind === 'edit' ? editing.survey : null}
          saving={create.isPending || update.isPending}
          serverError={(editing.kind === 'edit' ? update.error : create.error)?.message ?? null}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <SurveyDeleteDialog
          survey={deleting}
          deleting={remove.isPending}
          serverError={remove.error?.message ?? null}
          onConfirm={() => confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
      {notice ? (
        <Toast
          message={notice.message}
          tone={notice.tone}
          durationSeconds={TOAST_SECONDS.default}
          onDismiss={() => setNotice(null)}
        />
      ) : null}
    </div>
  );
}
