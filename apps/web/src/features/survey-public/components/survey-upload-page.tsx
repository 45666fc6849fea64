import { bytesLabel, SURVEY_MSG, type SurveyUploadTarget } from '@prism/domain';
import { useEffect, useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { apiErrorIs } from '../../../lib/api-client';
import { useSurveyUploadSend, useSurveyUploadTarget } from '../api/survey-upload';
import { surveyOrList } from '../lib/survey-answers';
import { SURVEY_LOAD_RETRY } from '../lib/survey-send-failure';
import {
  surveyUploadAcceptAttribute,
  surveyUploadFailureMessage,
  surveyUploadKindLabels,
  surveyUploadPrecheck,
} from '../lib/survey-upload-check';
import { SurveyFrame, SurveyHeading, SurveyLoading, SurveyNotice } from './survey-frame';
import type { SurveyThanks } from './survey-page';
import styles from './survey-upload-page.module.css';

export interface SurveyUploadPageProps {
  responseId: string;
  /** The survey's thanks, when the respondent came straight from its page. */
  thanks: SurveyThanks | null;
}

export const SURVEY_UPLOAD_TEXT = {
  saved: 'Your answers are saved.',
  received: 'File received',
  done: 'Thank you',
  invalidTitle: 'This upload link cannot be used',
  loadFailed: 'The upload page could not be loaded',
  thanksFallback: 'Thank you for your answers.',
} as const;

/**
 * Why an upload link cannot take a file, when the server said so: unknown (404), a response whose
 * survey asked for no file (409) or past its window (410). Null for a failure worth retrying.
 */
function uploadLinkRefusal(error: unknown): string | null {
  if (apiErrorIs(error, 404)) return SURVEY_MSG.uploadUnknown;
  if (apiErrorIs(error, 410)) return SURVEY_MSG.uploadExpired;
  if (apiErrorIs(error, 409)) return error.code === 'http_error' ? SURVEY_MSG.uploadNotAsked : error.message;
  return null;
}

/**
 * The upload page of a response (`/upload?id=…`): the survey's file question, its kinds and size
 * limit, one file chosen or dropped, checked here for what can be checked without reading it, then
 * sent with its progress; the server judges the kind by content and says why it refuses.
 */
export function SurveyUploadPage({ responseId, thanks }: SurveyUploadPageProps) {
  const target = useSurveyUploadTarget(responseId);
  const [received, setReceived] = useState<string | null>(null);
  const [skipped, setSkipped] = useState(false);

  if (target.isPending) {
    return (
      <SurveyFrame>
        <SurveyLoading label="Loading the upload page…" />
      </SurveyFrame>
    );
  }
  if (target.isError) {
    const refusal = uploadLinkRefusal(target.error);
    return (
      <SurveyFrame>
        {refusal ? (
          <SurveyNotice tone="info" title={SURVEY_UPLOAD_TEXT.invalidTitle}>
            <p>{refusal}</p>
          </SurveyNotice>
        ) : (
          <SurveyNotice
            tone="problem"
            title={SURVEY_UPLOAD_TEXT.loadFailed}
            actions={
              <Button variant="secondary" onClick={() => void target.refetch()} disabled={target.isFetching}>
                Try again
              </Button>
            }
          >
            <p>{apiErrorIs(target.error, 429) ? SURVEY_MSG.rateLimited : SURVEY_LOAD_RETRY}</p>
          </SurveyNotice>
        )}
      </SurveyFrame>
    );
  }

  const thankYouText = thanks?.thankYouText ?? SURVEY_UPLOAD_TEXT.thanksFallback;
  const fileName = received ?? target.data.uploaded;
  if (fileName !== null) {
    return (
      <SurveyFrame>
        <SurveyNotice tone="done" title={SURVEY_UPLOAD_TEXT.received} focusOnShow={received !== null}>
          <p>Thank you, we received {fileName}.</p>
          <p>{thankYouText}</p>
        </SurveyNotice>
      </SurveyFrame>
    );
  }
  if (skipped) {
    return (
      <SurveyFrame>
        <SurveyNotice tone="done" title={SURVEY_UPLOAD_TEXT.done} focusOnShow>
          <p>{SURVEY_UPLOAD_TEXT.saved}</p>
          <p>{thankYouText}</p>
        </SurveyNotice>
      </SurveyFrame>
    );
  }
  return (
    <SurveyFrame>
      <SurveyHeading title={target.data.surveyTitle} />
      <SavedNote focusOnShow={thanks !== null} />
      <UploadForm
        responseId={responseId}
        target={target.data}
        onReceived={setReceived}
        onSkip={() => setSkipped(true)}
      />
    </SurveyFrame>
  );
}

/** Says the answers are stored; takes focus when the respondent arrives from the survey's page. */
function SavedNote({ focusOnShow }: { focusOnShow: boolean }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focusOnShow) ref.current?.focus();
  }, [focusOnShow]);
  return (
    <p ref={ref} className={styles.saved} tabIndex={focusOnShow ? -1 : undefined}>
      {SURVEY_UPLOAD_TEXT.saved}
    </p>
  );
}

interface UploadFormProps {
  responseId: string;
  target: SurveyUploadTarget;
  onReceived: (fileName: string) => void;
  onSkip: () => void;
}

function UploadForm({ responseId, target, onReceived, onSkip }: UploadFormProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState(0);
  const upload = useSurveyUploadSend(responseId, setProgress);
  // Focus returns to the chooser after a problem once it renders again: during a send it is disabled.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) inputRef.current?.focus();
  }, [focusRequest]);
  const kinds = surveyOrList(surveyUploadKindLabels(target.accept));
  const ids = { input: `${id}-file`, help: `${id}-help`, rules: `${id}-rules`, error: `${id}-error` };
  const describedBy = [target.help ? ids.help : null, ids.rules, error ? ids.error : null]
    .filter(Boolean)
    .join(' ');

  const choose = (files: readonly File[]) => {
    const problem = surveyUploadPrecheck(files, target);
    setError(problem);
    setFile(problem ? null : files[0]!);
    if (problem && inputRef.current) inputRef.current.value = '';
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (upload.isPending) return;
    const files = [...event.dataTransfer.files];
    choose(files);
    // The chooser shows the dropped file too, where the browser lets a page set it.
    if (files.length === 1 && inputRef.current) {
      try {
        inputRef.current.files = event.dataTransfer.files;
      } catch {
        // Not settable here: the file named under the chooser is the one sent.
      }
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (upload.isPending) return;
    const problem = surveyUploadPrecheck(file ? [file] : [], target);
    if (problem || !file) {
      setError(problem ?? SURVEY_MSG.uploadOne);
      setFocusRequest((count) => count + 1);
      return;
    }
    setError(null);
    setProgress(0);
    upload.mutate(file, {
      onSuccess: (receipt) => onReceived(receipt.fileName),
      onError: (failure) => {
        setError(surveyUploadFailureMessage(failure, target));
        setFocusRequest((count) => count + 1);
      },
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={[styles.question, error ? styles.invalid : ''].filter(Boolean).join(' ')}>
        <label htmlFor={ids.input} className={styles.label}>
          {target.label}
          {target.required ? (
            <span className={styles.required} aria-hidden="true">
              {' '}
              (required)
            </span>
          ) : null}
        </label>
        {target.help ? (
          <p id={ids.help} className={styles.help}>
            {target.help}
          </p>
        ) : null}
        <p id={ids.rules} className={styles.help}>
          One file: {kinds}, up to {bytesLabel(target.maxBytes)}.
        </p>
        <div
          className={styles.dropZone}
          data-dragging={dragging || undefined}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
        >
          <input
            ref={inputRef}
            id={ids.input}
            type="file"
            className={styles.input}
            accept={surveyUploadAcceptAttribute(target.accept)}
            onChange={(event) => choose([...(event.target.files ?? [])])}
            disabled={upload.isPending}
            aria-required={target.required || undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
          <span className={styles.dropHint} aria-hidden="true">
            or drop it here
          </span>
        </div>
        {file ? (
          <p className={styles.chosen}>
            Chosen: <strong>{file.name}</strong> ({bytesLabel(file.size)})
          </p>
        ) : null}
        {error ? (
          <p id={ids.error} className={styles.error}>
            {error}
          </p>
        ) : null}
        {upload.isPending ? (
          <div className={styles.progress}>
            <progress id={`${id}-progress`} max={1} value={progress} aria-label="Upload progress" />
            <span aria-hidden="true">{Math.round(progress * 100)}%</span>
          </div>
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={upload.isPending} aria-busy={upload.isPending || undefined}>
          {upload.isPending ? 'Sending…' : 'Send file'}
        </Button>
        {target.required ? null : (
          <Button variant="borderless" onClick={onSkip} disabled={upload.isPending}>
            Skip, no file
          </Button>
        )}
      </div>
    </form>
  );
}
