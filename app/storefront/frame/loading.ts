import { createLoadingCounter } from "#core/frame/loading-counter";

/**
 * The page's loading counter (docs/requirements.md#states-and-transitions): anything that loads in the
 * background increments it and decrements it when done; the loading spinner shows while it is above
 * zero. React Router navigations and fetchers drive it already (LoadingSpinner).
 */
export const loading = createLoadingCounter();

/** Runs `work` with the spinner shown. */
export async function whileLoading<T>(work: () => Promise<T>): Promise<T> {
  loading.increment();
  try {
    return await work();
  } finally {
    loading.decrement();
  }
}
