/** The checkout formats amounts like every other screen: one implementation in lib. */
export { groupMoney, money } from '../../../lib/group-money';
