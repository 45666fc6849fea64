// TEMPORARY (helper h-e2e): runs specs against an already running seeded server on 8192. Deleted when done.
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({ ...base, webServer: undefined, use: { ...base.use, baseURL: 'http://127.0.0.1:8192' } });
