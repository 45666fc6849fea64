/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** A ticket-creation page for 'Open Issue'; the mail to the support team when unset. */
  readonly VITE_ISSUE_URL?: string;
}
