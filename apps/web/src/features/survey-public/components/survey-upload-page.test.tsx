import { SURVEY_MSG } from '@prism/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/server';
import { renderPublic } from '../testing/render-public';
import { uploadMock, uploadTargetFactory } from '../testing/public-survey-mock';
import { SURVEY_UPLOAD_TEXT, SurveyUploadPage } from './survey-upload-page';

const THANKS = { surveyTitle: 'Your visit to our website', thankYouText: 'Thank you, this helps us a lot!' };

function renderUpload(responseId = 'resp-1', thanks: typeof THANKS | null = THANKS) {
  renderPublic(<SurveyUploadPage responseId={responseId} thanks={thanks} />);
  return userEvent.setup({ applyAccept: false });
}

const png = (bytes: number, name = 'screen.png') =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const chooser = () => screen.getByLabelText(/^A screenshot of the problem/);
const received =
  (fileName: string, size = 100) =>
  () =>
    HttpResponse.json({ fileName, size }, { status: 201 });

describe('the upload page', () => {
  it('shows the file question, its kinds and size limit, and says the answers are saved', async () => {
    uploadMock();
    renderUpload();

    expect(await screen.findByRole('heading', { level: 1, name: 'Your visit to our website' })).toBeVisible();
    expect(screen.getByText(SURVEY_UPLOAD_TEXT.saved)).toHaveFocus();
    const input = chooser();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,application/pdf');
    expect(input).toHaveAccessibleDescription(
      'A picture of the page helps us most. One file: PNG image, JPEG image or PDF document, up to 10 kB.',
    );
    expect(screen.getByRole('button', { name: 'Skip, no file' })).toBeVisible();
  });

  it('checks the file before sending: one file, not empty, within the size', async () => {
    const calls = uploadMock();
    const user = renderUpload();
    await screen.findByText(SURVEY_UPLOAD_TEXT.saved);

    await user.click(screen.getByRole('button', { name: 'Send file' }));
    expect(chooser()).toHaveAccessibleDescription(expect.stringContaining(SURVEY_MSG.uploadOne));
    expect(chooser()).toHaveFocus();

    await user.upload(chooser(), png(0));
    expect(chooser()).toHaveAccessibleDescription(expect.stringContaining(SURVEY_MSG.uploadEmpty));

    await user.upload(chooser(), png(10 * 1024 + 1));
    expect(chooser()).toHaveAccessibleDescription(
      expect.stringContaining(SURVEY_MSG.uploadTooLarge(10 * 1024)),
    );
    expect(chooser()).toHaveAttribute('aria-invalid', 'true');

    // Two files dropped at once.
    const zone = chooser().parentElement!;
    fireEvent.drop(zone, { dataTransfer: { files: [png(10), png(20, 'b.png')] } });
    expect(chooser()).toHaveAccessibleDescription(expect.stringContaining(SURVEY_MSG.uploadOne));
    expect(calls.posts).toHaveLength(0);
  });

  it('sends one multipart file part named file, then thanks with its name', async () => {
    const calls = uploadMock({ respond: received('broken page.png', 2048) });
    const appended = vi.spyOn(FormData.prototype, 'append');
    const user = renderUpload();
    await screen.findByText(SURVEY_UPLOAD_TEXT.saved);

    const file = png(2048, 'broken page.png');
    await user.upload(chooser(), file);
    expect(screen.getByText('broken page.png')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send file' }));

    expect(await screen.findByRole('heading', { name: SURVEY_UPLOAD_TEXT.received })).toHaveFocus();
    expect(screen.getByText('Thank you, we received broken page.png.')).toBeVisible();
    expect(screen.getByText(THANKS.thankYouText)).toBeVisible();
    expect(appended.mock.calls).toEqual([['file', file, 'broken page.png']]);
    expect(calls.posts).toEqual([
      { contentType: expect.stringMatching(/^multipart\/form-data; boundary=/), parts: ['file'] },
    ]);
    appended.mockRestore();
  });

  it('takes a dropped file', async () => {
    const calls = uploadMock({ respond: received('dropped.png') });
    const appended = vi.spyOn(FormData.prototype, 'append');
    const user = renderUpload();
    await screen.findByText(SURVEY_UPLOAD_TEXT.saved);

    fireEvent.drop(chooser().parentElement!, { dataTransfer: { files: [png(100, 'dropped.png')] } });
    expect(screen.getByText('dropped.png')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send file' }));

    expect(await screen.findByText('Thank you, we received dropped.png.')).toBeVisible();
    expect(appended.mock.calls.map(([part, file]) => [part, (file as File).name])).toEqual([
      ['file', 'dropped.png'],
    ]);
    expect(calls.posts).toHaveLength(1);
    appended.mockRestore();
  });

  it.each([
    [413, 'payload_too_large', SURVEY_MSG.uploadTooLarge(10 * 1024)],
    [415, 'unsupported_media_type', SURVEY_MSG.uploadType(['PNG image', 'JPEG image', 'PDF document'])],
    [409, 'conflict', SURVEY_MSG.uploadDone],
    [410, 'gone', SURVEY_MSG.uploadExpired],
  ])("shows the server's reason for a %i", async (status, code, message) => {
    uploadMock({ respond: () => HttpResponse.json({ error: { code, message } }, { status }) });
    const user = renderUpload();
    await screen.findByText(SURVEY_UPLOAD_TEXT.saved);

    await user.upload(chooser(), png(100));
    await user.click(screen.getByRole('button', { name: 'Send file' }));

    await waitFor(() => expect(chooser()).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(chooser()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Send file' })).toBeEnabled();
  });

  it('says a file already received was received, with no chooser', async () => {
    uploadMock({ target: uploadTargetFactory({ uploaded: 'earlier.pdf' }) });
    renderUpload('resp-1', null);

    expect(await screen.findByRole('heading', { name: SURVEY_UPLOAD_TEXT.received })).toBeVisible();
    expect(screen.getByText('Thank you, we received earlier.pdf.')).toBeVisible();
    expect(screen.queryByLabelText('A screenshot of the problem')).not.toBeInTheDocument();
  });

  it('says an unknown upload link is not valid', async () => {
    uploadMock();
    renderUpload('nope');
    expect(await screen.findByRole('heading', { name: SURVEY_UPLOAD_TEXT.invalidTitle })).toBeVisible();
    expect(screen.getByText(SURVEY_MSG.uploadUnknown)).toBeVisible();
  });

  it.each([
    [409, 'upload_not_asked', SURVEY_MSG.uploadNotAsked],
    [410, 'upload_expired', SURVEY_MSG.uploadExpired],
  ])('says why a link cannot take a file (%i), offering no retry', async (status, code, message) => {
    server.use(
      http.get('*/api/public/uploads/:responseId', () =>
        HttpResponse.json({ error: { code, message } }, { status }),
      ),
    );
    renderUpload();
    expect(await screen.findByRole('heading', { name: SURVEY_UPLOAD_TEXT.invalidTitle })).toBeVisible();
    expect(screen.getByText(message)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers Try again when the page could not load', async () => {
    let fail = true;
    server.use(
      http.get('*/api/public/uploads/:responseId', () =>
        fail ? HttpResponse.error() : HttpResponse.json(uploadTargetFactory()),
      ),
    );
    const user = renderUpload();
    expect(await screen.findByRole('alert')).toHaveTextContent(SURVEY_UPLOAD_TEXT.loadFailed);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Send file' })).toBeVisible();
  });

  it('lets a respondent skip an optional file, but not a required one', async () => {
    uploadMock();
    const user = renderUpload();
    await user.click(await screen.findByRole('button', { name: 'Skip, no file' }));
    expect(screen.getByRole('heading', { name: SURVEY_UPLOAD_TEXT.done })).toHaveFocus();
    expect(screen.getByText(THANKS.thankYouText)).toBeVisible();
  });

  it('offers no skip for a required file', async () => {
    uploadMock({ target: uploadTargetFactory({ required: true }) });
    renderUpload();
    expect(await screen.findByRole('button', { name: 'Send file' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Skip, no file' })).not.toBeInTheDocument();
    expect(chooser()).toHaveAttribute('aria-required', 'true');
  });
});
