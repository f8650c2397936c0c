import type { PasswordEstimate, PasswordEstimator } from '@autoleasing/contracts';

let loading: Promise<PasswordEstimator> | null = null;

/**
 * The zxcvbn estimator with the common and German dictionaries (about 1 MB). Imported on demand
 * by the pages with a new-password field, so it never weighs on the first load of other pages;
 * loaded once per visit.
 */
export function loadPasswordEstimator(): Promise<PasswordEstimator> {
  loading ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-de')])
    .then(([core, common, german]) => {
      core.zxcvbnOptions.setOptions({
        translations: german.translations,
        graphs: common.adjacencyGraphs,
        dictionary: { ...common.dictionary, ...german.dictionary },
      });
      return (password: string, userInputs: string[]): PasswordEstimate => {
        const result = core.zxcvbn(password, userInputs);
        return { score: result.score, warning: result.feedback.warning, suggestions: result.feedback.suggestions };
      };
    })
    .catch((error: unknown) => {
      // A failed chunk load may succeed on the next try (flaky network): do not cache the failure.
      loading = null;
      throw error;
    });
  return loading;
}
