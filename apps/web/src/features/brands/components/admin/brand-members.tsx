import { Box, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { ErrorState, LoadingState } from '../../../../components/feedback/page-states';
import { BRAND_MEMBERS_SHOWN, useBrandMembers } from '../../api/brand-members';

const usersAddress = (search: string) => `/admin/users?search=${encodeURIComponent(search)}`;

/** The members linked to a brand, each a link to their row on the users screen. */
export function BrandMembers({ brandId }: { brandId: string }) {
  const members = useBrandMembers(brandId);
  return (
    <Box component="section" aria-labelledby="brand-members-title">
      <Typography id="brand-members-title" variant="h6" component="h3" sx={{ mb: 1 }}>
        Members
      </Typography>
      {members.isPending && <LoadingState label="Loading members" />}
      {members.isError && <ErrorState error={members.error} onRetry={() => void members.refetch()} />}
      {members.data?.count === 0 && (
        <Typography color="text.secondary">
          No members are linked to this brand. Link a user to it on the{' '}
          <Link component={RouterLink} to="/admin/users">
            users screen
          </Link>
          .
        </Typography>
      )}
      {members.data && members.data.count > 0 && (
        <>
          <List dense disablePadding aria-label="Members of the brand">
            {members.data.dataset.map((member) => {
              const name = `${member.first_name} ${member.last_name}`.trim();
              return (
                <ListItem key={member.id} disableGutters>
                  <ListItemText
                    primary={
                      <Link component={RouterLink} to={usersAddress(member.username)}>
                        {name || member.username}
                      </Link>
                    }
                    secondary={name ? member.username : undefined}
                  />
                </ListItem>
              );
            })}
          </List>
          {members.data.count > BRAND_MEMBERS_SHOWN && (
            <Typography variant="body2" color="text.secondary">
              {members.data.count} members in all; the users screen lists every one.
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}
