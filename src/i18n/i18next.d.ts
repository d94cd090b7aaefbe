import 'i18next';
import type { bundledResources } from './i18n';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof bundledResources;
  }
}
