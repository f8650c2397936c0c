/** What every page route carries: the spec's route name and the German page title. */
export interface RouteHandle {
  name: string;
  title: string;
  /**
   * false for the signed-in areas (checkout, customer area, dealer, admin): the content endpoint
   * (spec 7.3) has nothing for pages no search engine sees, so asking would cost a request and a
   * 404 on every navigation. Such a page keeps its own title.
   */
  pageContent?: false;
}
