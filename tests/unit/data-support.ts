/** The data machine with answers the test gives (machines/data.machine.ts): the one stub of its loader. */
import { fromCallback } from 'xstate';
import { dataMachine, startDataMachine, type DataEvent, type DataInput, type LoaderInput } from '../../machines/data.machine';
import { dataKey } from '../../src/data/loaders';

interface Waiting {
  answer: (data: unknown) => void;
  refuse: (error: unknown) => void;
}

/**
 * Every request waits until the test answers or refuses its key (`answer('nomineeCards', [...])`);
 * `answers` are given at once, each time they are asked for. `requests` lists the keys asked for, in order.
 */
export function scriptedData(answers: Readonly<Record<string, unknown>> = {}) {
  const requests: string[] = [];
  const waiting = new Map<string, Waiting>();
  const loader = fromCallback<DataEvent, LoaderInput>(({ input: { needs, applyDelayMs }, sendBack }) => {
    let stopped = false;
    const send = (event: DataEvent) => !stopped && sendBack(event);
    for (const key of needs.map(dataKey)) {
      requests.push(key);
      const request: Waiting = {
        answer: (data) => send({ type: 'data.answered', key, data, applyDelayMs }),
        refuse: (error) => send({ type: 'data.refused', key, error }),
      };
      if (Object.hasOwn(answers, key)) void Promise.resolve().then(() => request.answer(answers[key]));
      else waiting.set(key, request);
    }
    return () => {
      stopped = true;
    };
  });
  const take = (key: string): Waiting => {
    const request = waiting.get(key);
    if (!request) throw new Error(`nothing asked for ${key}`);
    waiting.delete(key);
    return request;
  };
  const machine = dataMachine.provide({ actors: { loader } });
  return {
    machine,
    /** Starts it, as the store does once the machine's code has loaded (createStore's `loadMachine`). */
    start: (input: DataInput) => startDataMachine(input, machine),
    requests,
    answer: (key: string, data: unknown) => take(key).answer(data),
    refuse: (key: string, error: unknown = new Error('refused')) => take(key).refuse(error),
  };
}
