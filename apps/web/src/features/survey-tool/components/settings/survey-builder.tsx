import {
  SURVEY_LIMITS,
  SURVEY_QUESTION_TYPES,
  SURVEY_QUESTION_TYPE_LABELS,
  surveyInputSchema,
  surveyPublicPath,
  type Survey,
  type SurveyDefinition,
} from '@prism/domain';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button, buttonClassName } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { LoadingButton } from '../../../../components/ui/loading-button';
import { countFormat } from '../../../../lib/format';
import { BuilderField, FieldError } from './builder-field';
import { QuestionEditor } from './question-editor';
import {
  surveyDraftAdd,
  surveyDraftCanAdd,
  surveyDraftDuplicate,
  surveyDraftInput,
  surveyDraftMove,
  surveyDraftNew,
  surveyDraftOf,
  surveyDraftProblems,
  surveyDraftQuestionSet,
  surveyDraftRemove,
  surveyDraftRemoveOption,
  surveyFieldName,
  type SurveyDraft,
} from './survey-draft';
import styles from './survey-settings.module.css';

export interface SurveyBuilderDialogProps {
  /** The survey to edit, or null to create one. */
  survey: Survey | null;
  saving: boolean;
  /** The server's reason for refusing the last save (its 400 names the field and why). */
  serverError?: string | null;
  /** The checked survey, ready to send. */
  onSave: (survey: SurveyDefinition) => void;
  onClose: () => void;
}

/** Where focus goes once the draft has changed: a question's text box or one of its tools. */
type FocusRequest = { questionId: string; target: 'label' | 'up' | 'down' } | { target: 'add' } | null;

/**
 * The survey builder, in a large dialog: the survey's texts and state, its questions (added by
 * type, edited, moved, copied, removed) and their show-if rules. The draft is checked with the
 * survey schema the server uses before it is sent; each problem shows at its field, and after a
 * refused save they follow the edits. Closing with unsaved changes asks first, and so does leaving
 * the page.
 */
export function SurveyBuilderDialog({
  survey,
  saving,
  serverError,
  onSave,
  onClose,
}: SurveyBuilderDialogProps) {
  const [initial] = useState<SurveyDraft>(() => (survey ? surveyDraftOf(survey) : surveyDraftNew()));
  const [draft, setDraft] = useState<SurveyDraft>(initial);
  const [checked, setChecked] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [focus, setFocus] = useState<FocusRequest>(null);
  const [announcement, setAnnouncement] = useState('');
  const body = useRef<HTMLDivElement>(null);
  const ids = { about: useId(), questions: useId(), add: useId(), status: useId() };

  const dirty = useMemo(() => JSON.stringify(draft) !== JSON.stringify(initial), [draft, initial]);
  const problems = useMemo(() => (checked ? (surveyDraftProblems(draft) ?? []) : []), [checked, draft]);
  const errorAt = (field: string) => problems.find((problem) => problem.field === field)?.message ?? null;

  // Reloading or closing the tab with unsaved changes asks first, as browsers allow.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // A refused save takes focus to the first field with a problem.
  useEffect(() => {
    if (refusals === 0) return;
    body.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  useEffect(() => {
    if (!focus || !body.current) return;
    setFocus(null);
    if (focus.target === 'add') {
      body.current.querySelector<HTMLElement>('[data-add-type]:not(:disabled)')?.focus();
      return;
    }
    const card = body.current.querySelector(`[data-question="${CSS.escape(focus.questionId)}"]`);
    const wanted = card?.querySelector<HTMLButtonElement>(`[data-action="${focus.target}"]`);
    // A question moved to the top or bottom has that button disabled: its other move button takes focus.
    const other = card?.querySelector<HTMLButtonElement>(
      `[data-action="${focus.target === 'up' ? 'down' : 'up'}"]`,
    );
    const label = card?.querySelector<HTMLElement>('[data-focus="label"]');
    const target = focus.target === 'label' ? label : wanted && !wanted.disabled ? wanted : (other ?? label);
    target?.focus();
  }, [focus]);

  const requestClose = () => (dirty ? setConfirmDiscard(true) : onClose());

  const save = () => {
    setChecked(true);
    const result = surveyInputSchema.safeParse(surveyDraftInput(draft));
    if (!result.success) {
      setRefusals((count) => count + 1);
      return;
    }
    onSave(result.data);
  };

  const questionCount = draft.questions.length;
  const title = survey ? `Edit “${survey.title}”` : 'Create survey';

  return (
    <>
      <Dialog
        title={title}
        onClose={requestClose}
        footer={
          <div className={styles.footerActions}>
            {survey ? (
              <a
                className={`${buttonClassName('borderless', 'small')} ${styles.footerStart}`}
                href={surveyPublicPath(survey._id)}
                target="_blank"
                rel="noopener noreferrer"
              >
                Preview the saved survey <span className={styles.visuallyHidden}>(opens in a new tab)</span>
              </a>
            ) : null}
            {serverError ? (
              <p className={styles.error} role="alert">
                {serverError}
              </p>
            ) : null}
            <Button variant="secondary" onClick={requestClose}>
              Cancel
            </Button>
            <LoadingButton loading={saving} onClick={save}>
              {survey ? 'Save survey' : 'Create survey'}
            </LoadingButton>
          </div>
        }
      >
        <div ref={body} className={styles.builder}>
          {survey && survey.responseCount > 0 ? (
            <p className={styles.note}>
              {countFormat(survey.responseCount)} {survey.responseCount === 1 ? 'response' : 'responses'}{' '}
              already given keep the questions they answered; your changes apply to the next respondents.
            </p>
          ) : null}
          {problems.length > 0 ? (
            <div className={styles.problems} role="alert">
              <p>
                Fix {problems.length === 1 ? 'this problem' : `these ${problems.length} problems`} before
                saving:
              </p>
              <ul>
                {problems.map((problem) => (
                  <li key={problem.field}>
                    {surveyFieldName(problem.field)}: {problem.message}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}

          <section className={styles.section} aria-labelledby={ids.about}>
            <h3 id={ids.about} className={styles.sectionTitle}>
              About the survey
            </h3>
            <div className={styles.fieldGrid}>
              <BuilderField label="Title" error={errorAt('title')}>
                {(control) => (
                  <input
                    {...control}
                    className={styles.input}
                    value={draft.title}
                    maxLength={SURVEY_LIMITS.titleMax}
                    autoComplete="off"
                    onChange={(event) => setDraft({ ...draft, title: event.target.value })}
                  />
                )}
              </BuilderField>
              <fieldset className={styles.fieldset}>
                <legend>State</legend>
                <div className={styles.choiceRow}>
                  <label className={styles.check}>
                    <input
                      type="radio"
                      name={ids.status}
                      checked={draft.status === 'open'}
                      onChange={() => setDraft({ ...draft, status: 'open' })}
                    />
                    Open: takes answers
                  </label>
                  <label className={styles.check}>
                    <input
                      type="radio"
                      name={ids.status}
                      checked={draft.status === 'closed'}
                      onChange={() => setDraft({ ...draft, status: 'closed' })}
                    />
                    Closed
                  </label>
                </div>
              </fieldset>
              <BuilderField
                className={styles.wide}
                label="Description (optional)"
                hint="Shown under the title on the public page."
                error={errorAt('description')}
              >
                {(control) => (
                  <textarea
                    {...control}
                    className={styles.textarea}
                    rows={2}
                    value={draft.description}
                    maxLength={SURVEY_LIMITS.descriptionMax}
                    onChange={(event) => setDraft({ ...draft, description: event.target.value })}
                  />
                )}
              </BuilderField>
              <BuilderField
                className={styles.wide}
                label="Thank-you text"
                hint="Shown once the answers are sent."
                error={errorAt('thankYouText')}
              >
                {(control) => (
                  <textarea
                    {...control}
                    className={styles.textarea}
                    rows={2}
                    value={draft.thankYouText}
                    maxLength={SURVEY_LIMITS.thankYouMax}
                    onChange={(event) => setDraft({ ...draft, thankYouText: event.target.value })}
                  />
                )}
              </BuilderField>
            </div>
          </section>

          <section className={styles.section} aria-labelledby={ids.questions}>
            <h3 id={ids.questions} className={styles.sectionTitle}>
              Questions{questionCount > 0 ? ` (${questionCount})` : ''}
            </h3>
            {questionCount === 0 ? (
              <p className={styles.emptyQuestions}>No questions yet: add the first one below.</p>
            ) : (
              <ol className={styles.questions}>
                {draft.questions.map((question, index) => (
                  <li key={question.id}>
                    <QuestionEditor
                      questions={draft.questions}
                      index={index}
                      errorAt={(field) =>
                        errorAt(field ? `questions.${index}.${field}` : `questions.${index}`)
                      }
                      canDuplicate={surveyDraftCanAdd(draft, question.type)}
                      onChange={(next) => setDraft(surveyDraftQuestionSet(draft, index, () => next))}
                      onMove={(by) => {
                        setDraft(surveyDraftMove(draft, index, by));
                        setFocus({ questionId: question.id, target: by < 0 ? 'up' : 'down' });
                        setAnnouncement(
                          `Question ${index + 1} moved ${by < 0 ? 'up' : 'down'}: now question ${index + 1 + by}.`,
                        );
                      }}
                      onDuplicate={() => {
                        const copy = surveyDraftDuplicate(draft, index);
                        setDraft(copy.draft);
                        setFocus({ questionId: copy.id, target: 'label' });
                        setAnnouncement(`Question ${index + 1} copied: the copy is question ${index + 2}.`);
                      }}
                      onRemove={() => {
                        const next = surveyDraftRemove(draft, index);
                        setDraft(next);
                        const neighbour = next.questions[index] ?? next.questions[index - 1];
                        setFocus(
                          neighbour ? { questionId: neighbour.id, target: 'label' } : { target: 'add' },
                        );
                        setAnnouncement(`Question ${index + 1} removed.`);
                      }}
                      onRemoveOption={(optionIndex) =>
                        setDraft(surveyDraftRemoveOption(draft, index, optionIndex))
                      }
                    />
                  </li>
                ))}
              </ol>
            )}
            <FieldError message={errorAt('questions')} />
            <div className={styles.fieldset} role="group" aria-labelledby={ids.add}>
              <p id={ids.add} className={styles.label}>
                Add a question
              </p>
              <div className={styles.addTypes}>
                {SURVEY_QUESTION_TYPES.map((type) => {
                  const allowed = surveyDraftCanAdd(draft, type);
                  return (
                    <Button
                      key={type}
                      variant="secondary"
                      size="small"
                      data-add-type={type}
                      disabled={!allowed}
                      title={
                        allowed
                          ? undefined
                          : questionCount >= SURVEY_LIMITS.questionsMax
                            ? `A survey has at most ${SURVEY_LIMITS.questionsMax} questions.`
                            : 'A survey takes one file upload question.'
                      }
                      onClick={() => {
                        const added = surveyDraftAdd(draft, type);
                        setDraft(added.draft);
                        setFocus({ questionId: added.id, target: 'label' });
                        setAnnouncement(
                          `Added question ${questionCount + 1}: ${SURVEY_QUESTION_TYPE_LABELS[type]}.`,
                        );
                      }}
                    >
                      + {SURVEY_QUESTION_TYPE_LABELS[type]}
                    </Button>
                  );
                })}
              </div>
            </div>
          </section>
          <p className={styles.visuallyHidden} role="status">
            {announcement}
          </p>
        </div>
      </Dialog>
      {confirmDiscard ? (
        <Dialog
          title="Discard your changes?"
          onClose={() => setConfirmDiscard(false)}
          footer={
            <div className={styles.footerActions}>
              <Button variant="secondary" onClick={() => setConfirmDiscard(false)}>
                Keep editing
              </Button>
              <Button variant="danger" onClick={onClose}>
                Discard changes
              </Button>
            </div>
          }
        >
          <p className={styles.dialogText}>
            {survey ? `Your changes to “${survey.title}” are not saved.` : 'This survey is not created yet.'}{' '}
            Discarding them cannot be undone.
          </p>
        </Dialog>
      ) : null}
    </>
  );
}
