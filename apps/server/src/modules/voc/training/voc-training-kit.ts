import type { TestApp } from '../../../../test/helpers';
import { gql } from '../voc-test-kit';

/**
 * Helpers of the trained-category tests: a platform for the test applications, categories, a
 * training CSV of three clearly different topics, and waiting for model jobs. Test-only.
 */

export const TRAINING_APPS = ['MSA@Web', 'MSA@iOS'];

/** A platform serving the test applications (the demo catalogue is not seeded in tests). */
export async function trainingPlatform(t: TestApp, threshold = 0.5): Promise<void> {
  await t.app.db.query(
    `INSERT INTO voc_platforms (id, name, description, application_ids, ml_analysis_field, confidence_threshold)
     VALUES ('platform-msa', 'My Spectrum', 'Test platform', $1, 'verbatim', $2) ON CONFLICT (id) DO NOTHING`,
    [TRAINING_APPS, threshold],
  );
}

/** A top category of the test applications; answers its `_id`. */
export async function topCategory(t: TestApp, name: string): Promise<string> {
  const answer = await gql<{ insertCategory: { _id: string } }>(
    t,
    'admin',
    `mutation ($applicationIDs: [String!]!, $category: String!) {
      insertCategory(applicationIDs: $applicationIDs, category: $category) { _id } }`,
    { applicationIDs: TRAINING_APPS, category: name },
  );
  if (!answer.data) throw new Error(answer.errors.map((error) => error.message).join('; '));
  return answer.data.insertCategory._id;
}

const TOPICS: Record<string, { subjects: string[]; complaints: string[] }> = {
  Billing: {
    subjects: ['my bill', 'the invoice', 'autopay', 'the monthly charge', 'my payment', 'the late fee'],
    complaints: ['was charged twice', 'went up without notice', 'failed again', 'shows the wrong amount'],
  },
  Outage: {
    subjects: [
      'the internet',
      'my wifi',
      'the connection',
      'the modem',
      'the service in my area',
      'the network',
    ],
    complaints: ['keeps dropping', 'has been down all day', 'goes offline every night', 'will not reconnect'],
  },
  Streaming: {
    subjects: ['the video', 'live tv', 'the movie', 'the stream', 'the channel guide', 'playback'],
    complaints: ['keeps buffering', 'freezes on my tv', 'shows a black screen', 'stutters in hd'],
  },
};

/** Sentences of a topic, all different: each subject with each complaint and a closing word. */
export function topicSentences(topic: keyof typeof TOPICS | string, count: number): string[] {
  const { subjects, complaints } = TOPICS[topic]!;
  const endings = ['', ' again', ' today', ' this week', ' since monday', ' please help'];
  const sentences: string[] = [];
  for (let index = 0; sentences.length < count; index += 1) {
    const subject = subjects[index % subjects.length]!;
    const complaint = complaints[Math.floor(index / subjects.length) % complaints.length]!;
    const ending = endings[Math.floor(index / (subjects.length * complaints.length)) % endings.length]!;
    sentences.push(`${subject[0]!.toUpperCase()}${subject.slice(1)} ${complaint}${ending}.`);
  }
  return sentences;
}

/** A `value,category` CSV with `perTopic` examples of each named category. */
export function trainingCsv(categories: Record<string, string>, perTopic: number): string {
  const lines = ['value,category'];
  for (const [topic, category] of Object.entries(categories)) {
    for (const sentence of topicSentences(topic, perTopic)) lines.push(`"${sentence}",${category}`);
  }
  return lines.join('\n');
}

export async function importCsv(t: TestApp, persona: string, csvData: string, categoryIDs?: string[]) {
  return gql<{ insertTrainingData: { inserted: number; platform: string } }>(
    t,
    persona,
    `mutation ($applicationIDs: [String!]!, $categoryIDs: [String!], $csvData: String!) {
      insertTrainingData(applicationIDs: $applicationIDs, categoryIDs: $categoryIDs, csvData: $csvData,
        entityID: "MSA@Web") { inserted platform } }`,
    { applicationIDs: TRAINING_APPS, categoryIDs: categoryIDs ?? null, csvData },
  );
}

export interface JobInfo {
  versionName: string;
  status: string;
  progress: number;
  inUse: boolean;
  accuracy: number | null;
  f1Score: number | null;
  numberOfLabels: number | null;
  trainCount: number | null;
  testCount: number | null;
  changedItems: number | null;
  checkedItems: number | null;
  errorMessage: string | null;
  categoryMetrics: {
    categoryID: string;
    category: string;
    precision: number;
    recall: number;
    f1: number;
    support: number;
  }[];
}

export const JOB_FIELDS = `versionName status progress inUse accuracy f1Score numberOfLabels trainCount testCount
  changedItems checkedItems errorMessage categoryMetrics { categoryID category precision recall f1 support }`;

export async function allJobs(t: TestApp, persona = 'voc'): Promise<JobInfo[]> {
  const answer = await gql<{ getAllJobInfo: JobInfo[] }>(
    t,
    persona,
    `query ($applicationIDs: [String!]!) { getAllJobInfo(applicationIDs: $applicationIDs) { ${JOB_FIELDS} } }`,
    { applicationIDs: TRAINING_APPS },
  );
  if (!answer.data) throw new Error(answer.errors.map((error) => error.message).join('; '));
  return answer.data.getAllJobInfo;
}

/** Waits until no model job of the platform is queued or running; answers the jobs. */
export async function modelJobsSettled(t: TestApp, timeoutMs = 60_000): Promise<JobInfo[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const jobs = await allJobs(t);
    if (jobs.every((job) => job.status === 'done' || job.status === 'failed')) return jobs;
    if (Date.now() > until) throw new Error(`model jobs still running: ${JSON.stringify(jobs)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function trainModel(t: TestApp, persona = 'voc', versionName?: string) {
  return gql<{ trainModel: JobInfo }>(
    t,
    persona,
    `mutation ($applicationIDs: [String!]!, $versionName: String) {
      trainModel(applicationIDs: $applicationIDs, versionName: $versionName) { ${JOB_FIELDS} } }`,
    { applicationIDs: TRAINING_APPS, versionName: versionName ?? null },
  );
}
