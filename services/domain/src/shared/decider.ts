/**
 * The shape of every aggregate (Emmett style): `decide` turns a command into events, `evolve`
 * folds events into state. Both are pure; time and new ids come in through the context so tests
 * can fix them.
 */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

export interface DecisionContext {
  /** The moment the command is decided (UTC). */
  now: Date;
  /** A fresh uuid for anything the decision creates. */
  newId: () => string;
}

export interface Decider<State, Command, Event extends DomainEvent> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  /** Returns the events to append, or throws a DomainError. An empty list means "nothing to do". */
  decide: (command: Command, state: State, context: DecisionContext) => Event[];
  /**
   * Optional: `evolve` over many events at once, for a state that `evolve` copies (the discount
   * table copies its rows once for the whole list instead of once per event). `fold` uses it, so
   * a command handler folding a long stream stays linear.
   */
  evolveAll?: (state: State, events: readonly Event[]) => State;
}

/** Folds a list of events into state. */
export function fold<State, Event extends DomainEvent>(
  decider: Pick<Decider<State, unknown, Event>, 'initialState' | 'evolve' | 'evolveAll'>,
  events: readonly Event[],
): State {
  if (decider.evolveAll) return decider.evolveAll(decider.initialState(), events);
  return events.reduce(decider.evolve, decider.initialState());
}

/** For exhaustive switches over discriminated unions: a new member fails to compile. */
export function assertNever(value: never, what = 'value'): never {
  throw new Error(`Unexpected ${what}: ${JSON.stringify(value)}`);
}
