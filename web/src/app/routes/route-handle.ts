/** What every page route carries: the spec's route name and the German page title. */
export interface RouteHandle {
  name: string;
  title: string;
}
