import { ProfilePage } from '../../features/customer-area';
import { ChangePasswordSection } from '../../features/wall/components/change-password-section';

/** /customer/personal-details: the customer area's details with the wall's password change below. */
export function PersonalDetailsPage() {
  return (
    <ProfilePage
      sections={(profile) => (
        <ChangePasswordSection person={{ email: profile.email, firstName: profile.first_name, lastName: profile.last_name, companyName: profile.company_name }} />
      )}
    />
  );
}
