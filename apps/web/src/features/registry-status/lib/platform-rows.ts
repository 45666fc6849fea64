import {
  APP_PLATFORMS,
  appLanguageOf,
  appPlatformOf,
  type AppPlatformName,
  type Application,
  type CodeLanguage,
  type HelixDecoder,
} from '@prism/domain';

/** What the platforms list needs of an application. */
export type PlatformApp = Pick<Application, 'id' | 'name' | 'type' | 'techType'>;

/**
 * The SDK language each platform's own tracker is written in. The spec names the platforms but not
 * their SDKs: the app platforms follow the languages of spec 000 section 3 (web JavaScript, Roku
 * BrightScript, Android Kotlin, Apple Swift; the set-top guide and Samsung TV trackers are
 * JavaScript); the tools and pipelines that send events without an SDK of their own (Morph, Volt,
 * the generator, Positron, RDT, QST, Lumen) post them as JSON, the language-neutral form.
 */
export const PLATFORM_SDK_LANGUAGES: Readonly<Record<AppPlatformName, readonly CodeLanguage[]>> = {
  PRISM: ['JAVASCRIPT'],
  QUANTUMJS: ['JAVASCRIPT'],
  JS: ['JAVASCRIPT'],
  ANDROID: ['KOTLIN'],
  ROKU: ['BRIGHTSCRIPT'],
  SWIFT: ['SWIFT'],
  XU: ['JAVASCRIPT'],
  MORPH: ['JSON'],
  VOLT: ['JSON'],
  GENERATOR: ['JSON'],
  EXTENSION: ['JAVASCRIPT'],
  POSITRON: ['JSON'],
  RDT: ['JSON'],
  QST: ['JSON'],
  LUMEN: ['JSON'],
};

/** How each code language is named on the pages. */
export const CODE_LANGUAGE_LABELS: Readonly<Record<CodeLanguage, string>> = {
  JAVASCRIPT: 'JavaScript',
  C_SHARP: 'C#',
  JSON: 'JSON',
  BRIGHTSCRIPT: 'BrightScript',
  KOTLIN: 'Kotlin',
  SWIFT: 'Swift',
};

/** One row of the platforms list. */
export interface PlatformRow {
  name: AppPlatformName;
  id: number;
  /** The SDK's language, then any other its apps are written in (the Xamarin build's C#). */
  languages: CodeLanguage[];
  /** The entity's applications whose events come from this platform. */
  apps: PlatformApp[];
  /** The platform's latest decoder release, when one was recorded. */
  decoder: HelixDecoder | null;
}

/**
 * Every application platform in id order with the entity's apps on it, their languages and the
 * platform's latest decoder (`decoders` as `listHelixDecoders?latest=true` answers).
 */
export function platformRows(apps: readonly PlatformApp[], decoders: readonly HelixDecoder[]): PlatformRow[] {
  return [...APP_PLATFORMS]
    .sort((a, b) => a.id - b.id)
    .map((platform) => {
      const onIt = apps.filter((app) => appPlatformOf(app) === platform.name);
      const languages = [...PLATFORM_SDK_LANGUAGES[platform.name]];
      for (const app of onIt) {
        const language = appLanguageOf(app);
        if (!languages.includes(language)) languages.push(language);
      }
      const decoder = decoders.find((release) => release.platform === platform.name) ?? null;
      return { name: platform.name, id: platform.id, languages, apps: onIt, decoder };
    });
}
