import zhAuth from './locales/zhHans/auth.json';
import zhCommon from './locales/zhHans/common.json';

// What the first page needs in Chinese (the default and the fallback) is bundled with it: no
// request stands between a merchant and the login page. English comes as a small chunk when
// chosen, and each signed-in feature brings its own namespace with its code (see addResources).
export const startupResources = { common: zhCommon, auth: zhAuth } as const;

export async function loadEnglishStartupResources(): Promise<Record<string, object>> {
  const [common, auth] = await Promise.all([
    import('./locales/en/common.json'),
    import('./locales/en/auth.json'),
  ]);
  return { common: common.default, auth: auth.default };
}
