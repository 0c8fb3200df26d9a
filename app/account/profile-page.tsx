import { AccountPage } from "./account-layout";
import { ProfileDetails, type ProfileProps } from "./profile-details";

/**
 * `/my-account/profile`, the account area's first entry: the name (editable) and email, the way to
 * change the password, and signing out. A signed-in `/my-account` shows the same in the same layout,
 * its details as a deferred part (profile-details.tsx).
 */
export function ProfilePage(props: ProfileProps) {
  return (
    <AccountPage title="Profile">
      <ProfileDetails {...props} />
    </AccountPage>
  );
}
