/** A full page load (spec 2.3: an inquired deal resumes this way); replaceable in specs. */
export const pageLoader = {
  load(href: string): void {
    window.location.assign(href);
  },
};
