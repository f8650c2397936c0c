import { CUSTOMER_GROUP_LABELS, CUSTOMER_GROUPS, type CustomerGroup } from '@autoleasing/contracts';
import { useNavigate, useLocation, useSearchParams } from 'react-router';
import { switchCustomerGroup } from '../../../../lib/customer-group-choice';
import { switchedGroupQuery } from '../../lib/listing-query';
import { useCustomerGroup } from '../../lib/customer-group';

/**
 * Private / business switch for visitors (spec 4.6): renames the net/gross filters and sort in
 * the URL, sets customer_type B or P and remembers the choice. Logged-in users see their group.
 * `shown` is the group the page actually shows when that is not the visitor's own choice (a car
 * page of a one-group offer opened without a chosen group shows that offer's group).
 */
export function GroupSwitch({ shown }: { shown?: CustomerGroup } = {}) {
  const state = useCustomerGroup();
  const { canSwitch } = state;
  const group = shown ?? state.group;
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (!canSwitch) {
    return <p className="group-switch__fixed">Preise für {CUSTOMER_GROUP_LABELS[group]}</p>;
  }
  const choose = (target: CustomerGroup) => {
    if (target === group) return;
    // The URL first: remembering the group at once would refetch the page's data for the new group
    // before the navigation lands, and the landing would clear the 400 page that answer raises.
    void Promise.resolve(navigate(`${pathname}?${switchedGroupQuery(search, target).toString()}`)).then(() => switchCustomerGroup(target, false));
  };
  return (
    <fieldset className="group-switch">
      <legend className="visually-hidden">Preise anzeigen für</legend>
      {CUSTOMER_GROUPS.map((option) => (
        <label key={option} className={option === group ? 'group-switch__option group-switch__option--active' : 'group-switch__option'}>
          <input type="radio" name="customer-group" value={option} checked={option === group} onChange={() => choose(option)} />
          {option === 'b2c' ? 'Privatkunden (brutto)' : 'Geschäftskunden (netto)'}
        </label>
      ))}
    </fieldset>
  );
}
