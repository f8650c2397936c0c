import path from 'node:path';
import { spawnTsChild } from '@autoleasing/infra/testing';

it('the api loads TypeORM, exceljs, pdf-lib and the EventStoreDB client only when it uses them', async () => {
  const child = spawnTsChild(path.join(__dirname, '../../test/start-up-packages.child.ts'), [], { ...process.env, NODE_ENV: 'test' });
  const { code } = await child.exited;
  expect({ code, output: code === 0 ? '' : child.output() }).toEqual({ code: 0, output: '' });
  const report = child.output().trim().split('\n').pop() ?? '';
  expect(JSON.parse(report)).toEqual({ loaded: [] });
}, 60_000);
