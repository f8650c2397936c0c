import { deciderSpec } from '../testing/decider-spec';
import { type Decider, fold } from './decider';
import { DomainError, ruleViolated } from './domain-error';

// A minimal aggregate to pin down the shape every real decider follows.
type Event = { type: 'Opened'; data: { id: string; at: string } } | { type: 'Closed'; data: { at: string } };
type Command = { type: 'Open' } | { type: 'Close' };
type State = { status: 'none' } | { status: 'open'; id: string } | { status: 'closed'; id: string };

const door: Decider<State, Command, Event> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    if (event.type === 'Opened') return { status: 'open', id: event.data.id };
    return state.status === 'open' ? { status: 'closed', id: state.id } : state;
  },
  decide: (command, state, { now, newId }) => {
    if (command.type === 'Open') {
      if (state.status !== 'none') throw ruleViolated('already_opened', 'Bereits geöffnet.');
      return [{ type: 'Opened', data: { id: newId(), at: now.toISOString() } }];
    }
    if (state.status === 'closed') return []; // idempotent: closing twice changes nothing
    if (state.status !== 'open') throw ruleViolated('not_open', 'Noch nicht geöffnet.');
    return [{ type: 'Closed', data: { at: now.toISOString() } }];
  },
};

describe('decider shape', () => {
  it('folds through evolveAll, in one call, when the decider has one', () => {
    // Given a decider whose evolveAll counts its calls
    const batches: number[] = [];
    const counting: Decider<State, Command, Event> = { ...door, evolveAll: (state, events) => (batches.push(events.length), events.reduce(door.evolve, state)) };
    const events: Event[] = [{ type: 'Opened', data: { id: 'a', at: 'x' } }, { type: 'Closed', data: { at: 'y' } }];
    // When a stream is folded
    const state = fold(counting, events);
    // Then evolveAll saw the whole stream at once, with the state evolve would give
    expect(batches).toEqual([2]);
    expect(state).toEqual(fold(door, events));
  });

  it('decides with the given time and ids', () => {
    deciderSpec(door)
      .given([])
      .when({ type: 'Open' })
      .then([{ type: 'Opened', data: { id: '00000000-0000-4000-8000-000000000001', at: '2026-11-21T12:00:00.000Z' } }]);
  });

  it('rejects a command that breaks a rule with a typed error', () => {
    deciderSpec(door)
      .given([{ type: 'Opened', data: { id: 'a', at: 'x' } }])
      .when({ type: 'Open' })
      .thenThrows({ kind: 'rule', code: 'already_opened' });
  });

  it('answers no events when nothing changes', () => {
    deciderSpec(door)
      .given([
        { type: 'Opened', data: { id: 'a', at: 'x' } },
        { type: 'Closed', data: { at: 'y' } },
      ])
      .when({ type: 'Close' })
      .then([]);
  });

  it('folds events in order', () => {
    expect(fold(door, [{ type: 'Opened', data: { id: 'a', at: 'x' } }])).toEqual({ status: 'open', id: 'a' });
    expect(new DomainError('rule', 'c', 'm')).toBeInstanceOf(Error);
  });
});
