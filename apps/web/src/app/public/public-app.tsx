import { useState } from 'react';
import { Route, Routes } from 'react-router';
import { createQueryClient } from '../../lib/query-client';
import { AppProviders } from '../providers';
import { SurveyRoute, SurveyPathRoute } from './routes/survey-route';
import { UploadRoute } from './routes/upload-route';

/**
 * The respondents' app: the survey and upload pages, outside the portal. No token is checked or
 * sent, no call leads to the sign-in page (a public call never answers 401), and nothing of the
 * portal's shell, loading screen or tracking runs.
 */
export function PublicApp() {
  const [queryClient] = useState(() => createQueryClient({ onUnauthorized: () => undefined }));
  return (
    <AppProviders queryClient={queryClient}>
      <Routes>
        <Route path="survey/:surveyId" element={<SurveyRoute />} />
        <Route path="upload" element={<UploadRoute />} />
        {/* `/survey` alone, or a deeper path: no survey by that address. */}
        <Route path="*" element={<SurveyPathRoute />} />
      </Routes>
    </AppProviders>
  );
}
