import type { DecisionContext, Decider, DomainEvent } from '../shared/decider';

/**
 * Given/when/then for deciders (STYLE.md, Emmett):
 *   deciderSpec(dealDecider).given([...events]).when(command).then([...events])
 *   deciderSpec(dealDecider).given([...]).when(command).thenThrows({ code: 'invalid_transition' })
 * Time and ids are fixed so the expected events can be written out literally.
 */
export function deciderSpec<State, Command, Event extends DomainEvent>(
  decider: Decider<State, Command, Event>,
  context: Partial<DecisionContext> = {},
) {
  let counter = 0;
  const fixed: DecisionContext = {
    now: context.now ?? new Date('2026-11-21T12:00:00.000Z'),
    newId: context.newId ?? (() => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`),
  };
  return {
    given(events: readonly Event[]) {
      const state = events.reduce(decider.evolve, decider.initialState());
      return {
        when(command: Command) {
          const decide = () => decider.decide(command, state, fixed);
          return {
            then(expected: readonly Event[]) {
              expect(decide()).toEqual(expected);
            },
            thenThrows(expected: Record<string, unknown>) {
              let thrown: unknown;
              try {
                decide();
              } catch (error) {
                thrown = error;
              }
              expect(thrown).toMatchObject(expected);
            },
          };
        },
      };
    },
  };
}
