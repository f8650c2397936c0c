import { QueryValue, type QueryParser } from '../../../../common/http/query-dto';
import { invalidParameter } from '../../../../common/http/query-parameters';
import { optional, singleValue } from '../../../../common/http/query-values';
import { TableScopeQueryDto } from '../../shared/query-dtos';

const dryRunOf: QueryParser<boolean> = (raw) => {
  const value = singleValue(raw, 'dry_run');
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw invalidParameter('dry_run', '„dry_run“ erlaubt nur true und false.');
};

const revisionOf = optional((value, key): number => {
  if (!/^-?\d{1,9}$/.test(value) || Number(value) < -1) throw invalidParameter(key);
  return Number(value);
});

export class ImportDiscountsQueryDto extends TableScopeQueryDto {
  @QueryValue(dryRunOf, { type: Boolean, description: 'true: nur prüfen, nichts speichern (Standard false)' }) dry_run!: boolean;
  @QueryValue(revisionOf, { type: Number, description: 'revision der Prüfung (zum Übernehmen Pflicht)' }) revision?: number;
  @QueryValue(singleValue, { description: 'token der Prüfung (SHA-256 der Datei, zum Übernehmen Pflicht)' }) token?: string;
}
