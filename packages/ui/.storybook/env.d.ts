interface ImportMetaEnv {
  /** Set by vitest.config.ts for each story-test project; absent in Storybook itself. */
  readonly STORYBOOK_LOCALE?: string;
  readonly STORYBOOK_CONTRAST?: string;
}
